import Typography from '@mui/material/Typography';

import { SimplePage } from '../../components/simple-page';

export function TermsAndConditionsPage() {
  return (
    <SimplePage
      title="Terms and Conditions"
      intro="The full terms and conditions will be published here."
    >
      <Typography variant="body1">
        Recommendations from Transmission Spec are guidance based on the answers you give. Always
        confirm a specification with your representative before ordering.
      </Typography>
    </SimplePage>
  );
}
