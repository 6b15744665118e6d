import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { NewTabLink } from '../../../../components/external-link';
import { BRAND } from '../../../../theme';

/** Where the visitor goes next: their representative, or customer service by phone. */
export function ContactRepresentative({
  findRepresentativeUrl,
  customerServicePhone,
}: {
  /** null leaves the link out, when the screen shows it elsewhere. */
  readonly findRepresentativeUrl: string | null;
  readonly customerServicePhone: string;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 3, display: 'flex', gap: 2.5, bgcolor: '#f7f9fc' }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e3ebf3',
          color: BRAND.navy,
        }}
      >
        <SupportAgentOutlinedIcon />
      </Box>
      <Box>
        <Typography id={headingId} variant="h3" component="h2" gutterBottom>
          Talk to your representative
        </Typography>
        <Typography variant="body1" sx={{ mb: 1.5 }}>
          Your representative of the provider can confirm this specification for your vehicle,
          answer questions about the transmission and help you order it.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
          {findRepresentativeUrl !== null && (
            <FindRepresentativeLink href={findRepresentativeUrl} />
          )}
          {customerServicePhone !== '' && (
            <Typography variant="body1">
              Customer service:{' '}
              <Link href={`tel:${customerServicePhone.replace(/[^\d+]/g, '')}`}>
                {customerServicePhone}
              </Link>
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** 'Find a representative', opening the provider's dealer locator in a new tab. */
export function FindRepresentativeLink({ href }: { readonly href: string }) {
  return (
    <NewTabLink href={href} sx={{ fontWeight: 600 }}>
      Find a representative
    </NewTabLink>
  );
}
