import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { BRAND } from '../theme';
import { DocumentTitle } from './document-title';

/** A centred message for not found, access denied, errors and similar dead ends. */
export function StatusMessage({
  title,
  heading,
  icon,
  children,
  action,
}: {
  readonly title: string;
  readonly heading: string;
  readonly icon: ReactNode;
  readonly children?: ReactNode;
  readonly action?: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <DocumentTitle title={title} />
      <Box
        aria-hidden="true"
        sx={{
          mx: 'auto',
          mb: 3,
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e3ebf3',
          color: BRAND.navy,
          '& svg': { fontSize: 36 },
        }}
      >
        {icon}
      </Box>
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      {children !== undefined && (
        <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
          {children}
        </Typography>
      )}
      {action !== undefined && <Box sx={{ mt: 4 }}>{action}</Box>}
    </Container>
  );
}
