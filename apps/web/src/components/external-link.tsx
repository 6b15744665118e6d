import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { VisuallyHidden } from './visually-hidden';

/** A link that opens in a new tab, and says so to sighted and screen-reader users alike. */
export function NewTabLink({
  href,
  children,
  sx,
}: {
  readonly href: string;
  readonly children: ReactNode;
  /** Extra styles; a single style object or function (not an array). */
  readonly sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }, sx ?? false]}
    >
      {children}
      <OpenInNewIcon aria-hidden="true" sx={{ fontSize: '0.9em' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
