import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

import { sanitizeHtml } from '../lib/sanitize-html';

/** Shows server-provided rich text (HTML) after sanitizing it in the browser. */
export function RichText({
  html,
  sx,
}: {
  readonly html: string;
  /** Extra styles; a single style object or function (not an array). */
  readonly sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  return (
    <Box
      sx={[
        {
          typography: 'body1',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& p, & ul, & ol': { my: 1 },
          '& ul, & ol': { pl: 3 },
          '& a': { color: 'primary.main', fontWeight: 600 },
        },
        sx ?? false,
      ]}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
