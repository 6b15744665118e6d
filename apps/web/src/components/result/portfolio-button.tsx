import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';

import { VisuallyHidden } from '../visually-hidden';

/**
 * 'View Transmission Portfolio', opening the configured portfolio in a new tab. Until the
 * configuration names the portfolio there is nowhere to go, so the button is disabled.
 */
export function PortfolioButton({
  portfolioUrl,
  variant,
}: {
  readonly portfolioUrl: string;
  readonly variant: 'contained' | 'outlined';
}) {
  return (
    <Button
      variant={variant}
      size="large"
      {...(portfolioUrl === ''
        ? { disabled: true }
        : { href: portfolioUrl, target: '_blank', rel: 'noopener noreferrer' })}
      endIcon={<OpenInNewIcon aria-hidden="true" />}
    >
      View Transmission Portfolio
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
