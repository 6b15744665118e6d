import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

import { VisuallyHidden } from '../../../../components/visually-hidden';
import type { StoredSurveyResult } from '../../survey-result-storage';
import { ContactRepresentative } from './contact-representative';
import { ResultOutcome } from './result-outcome';
import { SurveyResponses } from './survey-responses';

/** Deployment links the result screen offers (GET /api/config). */
export interface ResultLinks {
  readonly portfolioUrl: string;
  readonly findRepresentativeUrl: string;
  readonly customerServicePhone: string;
}

/**
 * SPEC 2 result screen, viewing mode: the recommendation, the answers behind it, who to talk to,
 * and the way out. (Saving, the PDF and the admin's logic log come with later features.)
 */
export function SurveyResultView({
  result,
  links,
  onCancel,
}: {
  readonly result: StoredSurveyResult;
  readonly links: ResultLinks;
  readonly onCancel: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The result replaces the wizard: start reading from its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Stack spacing={4}>
      <div>
        <Typography
          ref={headingRef}
          variant="h1"
          tabIndex={-1}
          gutterBottom
          sx={{ '&:focus': { outline: 'none' } }}
        >
          Your Transmission Recommendation
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
          Based on your answers about the vehicle and its duty.
        </Typography>
      </div>
      <ResultOutcome
        response={result.response}
        findRepresentativeUrl={links.findRepresentativeUrl}
      />
      <SurveyResponses answers={result.answers} />
      <ContactRepresentative
        findRepresentativeUrl={links.findRepresentativeUrl}
        customerServicePhone={links.customerServicePhone}
      />
      <Stack direction="row" spacing={2}>
        <Button
          variant="contained"
          size="large"
          // Until the configuration names the portfolio, there is nowhere to go.
          {...(links.portfolioUrl === ''
            ? { disabled: true }
            : { href: links.portfolioUrl, target: '_blank', rel: 'noopener noreferrer' })}
          endIcon={<OpenInNewIcon aria-hidden="true" />}
        >
          View Transmission Portfolio
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
        <Button variant="text" size="large" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
