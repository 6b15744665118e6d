import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { DocumentTitle } from './document-title';

/** A titled, readable column of text: policies, contact and other plain pages. */
export function SimplePage({
  title,
  intro,
  children,
}: {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {intro !== undefined && (
          <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
