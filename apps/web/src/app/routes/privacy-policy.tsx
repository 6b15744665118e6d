import Typography from '@mui/material/Typography';

import { SimplePage } from '../../components/simple-page';

export function PrivacyPolicyPage() {
  return (
    <SimplePage title="Privacy Policy" intro="The full privacy policy will be published here.">
      <Typography variant="body1" sx={{ mb: 2 }}>
        In short: Transmission Spec asks only for what it needs. Survey answers are used to
        recommend a transmission. If you create an account, we keep your name, e-mail address,
        organization and the specs you save, so that you can reopen, annotate and print them.
      </Typography>
      <Typography variant="body1">
        Until the full text is available, please contact us with any question about your data.
      </Typography>
    </SimplePage>
  );
}
