import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { SimplePage } from '../../components/simple-page';

export function ContactUsPage() {
  return (
    <SimplePage
      title="Contact Us"
      intro="Full contact details for our customer service team will be published here."
    >
      <Typography variant="body1" sx={{ mb: 2 }}>
        For questions about a recommendation, a transmission or your order, the quickest route is
        your local dealer or the sales representative who looks after your fleet: they can confirm a
        specification and answer questions about your vehicle and its duty.
      </Typography>
      <Typography variant="body1">
        For help with the survey itself, see the{' '}
        <Link component={RouterLink} to="/help">
          help page
        </Link>
        .
      </Typography>
    </SimplePage>
  );
}
