import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

import { DocumentTitle } from '../../components/document-title';
import { AccountPrompt } from '../../features/landing/components/account-prompt';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingHero } from '../../features/landing/components/landing-hero';

/** The signed-out landing page; the signed-in view (recent specs) arrives with sign-in. */
export function HomePage() {
  return (
    <>
      <DocumentTitle />
      <LandingHero />
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Stack spacing={7}>
          <HowItWorks />
          <AccountPrompt />
        </Stack>
      </Container>
    </>
  );
}
