import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { MESSAGES } from '@transmission-spec/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { StatusMessage } from '../../../components/status-message';
import { ApiRequestError } from '../../../lib/api-client';
import { useSharedSpec } from '../api/share-api';
import { readSpecContent } from '../spec-content';
import { SharedSpecPrintStyles } from './shared-spec-print';
import { SharedSpecView } from './shared-spec-view';
import { useWarmDutyCycle } from '../../../lib/duty-cycle/use-duty-cycle-estimate';
import { SpecPageSkeleton } from './spec-page-skeleton';

function HomeButton() {
  return (
    <Button variant="contained" size="large" component={RouterLink} to="/">
      {MESSAGES.takeMeBackHome}
    </Button>
  );
}

/** An unknown or ended link: the server cannot tell the two apart, and neither can the reader. */
function NotShared() {
  return (
    <StatusMessage
      title={MESSAGES.specNotShared}
      heading={MESSAGES.specNotShared}
      icon={<LinkOffIcon />}
      action={<HomeButton />}
    >
      {MESSAGES.specNotSharedBody}
    </StatusMessage>
  );
}

/** Anything else that kept the spec from showing (network, too many requests, a bad answer). */
function NotLoaded({ message }: { readonly message: string }) {
  return (
    <StatusMessage
      title={MESSAGES.errorPageTitle}
      heading={MESSAGES.errorPageTitle}
      icon={<ErrorOutlineIcon />}
      action={<HomeButton />}
    >
      {message}
    </StatusMessage>
  );
}

/**
 * /shared/{token}: a saved spec through its read-only link, for anyone, signed in or not. Search
 * engines are told to leave it out (so is the server's answer for the page, X-Robots-Tag).
 */
export function SharedSpecPage() {
  const { token = '' } = useParams();
  const query = useSharedSpec(token);
  // The spec's fuel and trip-time worker starts and warms while the spec loads (decision 097).
  useWarmDutyCycle();
  const content = useMemo(() => (query.data ? readSpecContent(query.data) : null), [query.data]);

  const body = () => {
    if (query.isPending) {
      return (
        <Container maxWidth="lg" sx={{ py: 6 }}>
          <SpecPageSkeleton variant="shared" label="Loading the shared spec" />
        </Container>
      );
    }
    if (query.isError) {
      const { error } = query;
      if (error instanceof ApiRequestError && error.status === 404) return <NotShared />;
      return (
        <NotLoaded
          message={error instanceof ApiRequestError ? error.message : MESSAGES.somethingWentWrong}
        />
      );
    }
    if (content === null) return <NotLoaded message={MESSAGES.somethingWentWrong} />;
    return (
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <SharedSpecPrintStyles />
        <SharedSpecView spec={query.data} content={content} />
      </Container>
    );
  };

  return (
    <>
      <meta name="robots" content="noindex" />
      {body()}
    </>
  );
}
