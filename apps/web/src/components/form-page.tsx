import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

import { DocumentTitle } from './document-title';

/** A narrow card for the account forms: sign-in, registration, forgot and reset password. */
export function FormPage({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <DocumentTitle title={title} />
      <Paper variant="outlined" sx={{ p: 5 }}>
        {children}
      </Paper>
    </Container>
  );
}
