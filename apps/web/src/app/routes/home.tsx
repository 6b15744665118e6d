import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { SPEC_ROLES, hasAnyRole } from '@transmission-spec/domain';
import { lazy, Suspense } from 'react';

import { DocumentTitle } from '../../components/document-title';
import { PageLoading } from '../../components/page-loading';
import { useCurrentUser } from '../../lib/current-user';
import { AccountPrompt } from '../../features/landing/components/account-prompt';
import { HowItWorks } from '../../features/landing/components/how-it-works';
import { LandingHero } from '../../features/landing/components/landing-hero';

/**
 * The recent specs (and the spec schemas that read them) load only for a signed-in user, so a
 * visitor's landing page stays without them (decision 061).
 */
const RecentSpecs = lazy(async () => ({
  default: (await import('../../features/specs/components/recent-specs')).RecentSpecs,
}));

/**
 * SPEC 2 home: the landing page. Signed in, the most recent specs take the explanations' place and
 * come first, above the hero: a returning user came back for them.
 */
export function HomePage() {
  const user = useCurrentUser();
  const showSpecs = user.authenticated && hasAnyRole(user.privileges, SPEC_ROLES);
  return (
    <>
      <DocumentTitle />
      {showSpecs ? (
        <>
          <Container maxWidth="lg" sx={{ py: 6 }}>
            <Suspense fallback={<PageLoading />}>
              <RecentSpecs />
            </Suspense>
          </Container>
          <LandingHero />
        </>
      ) : (
        <>
          <LandingHero />
          <Container maxWidth="lg" sx={{ py: 8 }}>
            <Stack spacing={7}>
              <HowItWorks />
              <AccountPrompt />
            </Stack>
          </Container>
        </>
      )}
    </>
  );
}
