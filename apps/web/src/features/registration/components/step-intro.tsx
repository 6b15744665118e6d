import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { FocusHeading } from '../../../components/focus-heading';

/** "Step 2 of 3", the step's heading (focused when the step changes) and what to do. */
export function StepIntro({
  step,
  of,
  heading,
  focusHeading,
  children,
}: {
  readonly step: number;
  readonly of: number;
  readonly heading: string;
  readonly focusHeading: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Step {step} of {of}
      </Typography>
      <FocusHeading focusOnMount={focusHeading}>{heading}</FocusHeading>
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </div>
  );
}
