import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { NewTabLink } from '../../../components/external-link';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** Anchors of the help page (SPEC 2); the help page keeps these ids stable. */
export type HelpAnchor =
  | 'Disclaimer'
  | 'VehicleApplication'
  | 'GCW'
  | 'PercentGrade'
  | 'RoadTypes'
  | 'Maneuvers'
  | 'VehicleSpeeds'
  | 'PTO'
  | 'Engine'
  | 'PreferenceRanking';

/** Opens the help topic in a new tab, so the answers on this page stay where they are. */
export function HelpLink({
  anchor,
  topic,
}: {
  readonly anchor: HelpAnchor;
  readonly topic: string;
}) {
  return (
    <NewTabLink href={`/help#${anchor}`} sx={{ typography: 'body2', fontWeight: 600 }}>
      Help
      <VisuallyHidden> with {topic}</VisuallyHidden>
    </NewTabLink>
  );
}

/**
 * One question of the survey: a heading that also names the answer controls (`headingId`), an
 * optional help link and hint, then the controls.
 */
export function QuestionBlock({
  headingId,
  title,
  hint,
  help,
  children,
}: {
  readonly headingId: string;
  readonly title: string;
  readonly hint?: ReactNode;
  readonly help?: HelpAnchor;
  readonly children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: hint ? 0.5 : 2 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {help !== undefined && <HelpLink anchor={help} topic={title} />}
      </Stack>
      {hint !== undefined && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}
