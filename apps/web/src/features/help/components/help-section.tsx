import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { BRAND } from '../../../theme';
import { helpHeadingId, helpTopicTitle } from '../help-topics';
import type { HelpTopicId } from '../help-topics';

/** One help topic: an anchor target whose heading can take focus after a jump. */
export function HelpSection({
  id,
  notice = false,
  children,
}: {
  readonly id: HelpTopicId;
  /** Marks a topic the reader must not miss, such as the disclaimer. */
  readonly notice?: boolean;
  readonly children: ReactNode;
}) {
  const headingId = helpHeadingId(id);
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 4,
        scrollMarginTop: 24,
        '& p + p': { mt: 1.5 },
        // An inset bar, so the text lines up with the other topics.
        ...(notice && { boxShadow: `inset 6px 0 0 ${BRAND.amber}` }),
      }}
    >
      <Typography
        id={headingId}
        variant="h2"
        tabIndex={-1}
        sx={{ mb: 2, '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        {helpTopicTitle(id)}
      </Typography>
      {children}
    </Paper>
  );
}
