import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@transmission-spec/domain';
import type { SpecShareLink } from '@transmission-spec/domain';
import { useId, useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications';
import { formatSpecDateTime } from '../../../lib/spec-dates';
import { useShareActions, useShareState } from '../api/share-api';
import { ShareLinkField } from './share-link-field';

/** Which question the dialog asks; kept while it closes so its text does not change mid-fade. */
interface Confirming {
  readonly kind: 'replace' | 'stop';
  readonly open: boolean;
}

const CONFIRMATIONS = {
  replace: {
    title: 'Make a new link?',
    message: MESSAGES.replaceShareLinkConfirm,
    confirmLabel: 'Make a new link',
  },
  stop: {
    title: 'Stop sharing?',
    message: MESSAGES.stopSharingConfirm,
    confirmLabel: 'Stop sharing',
  },
} as const;

/**
 * The saved spec's read-only link (issue 14): make one, copy it, make a new one, stop sharing.
 * The server keeps only a hash of a link, so the link itself is shown right after it is made and
 * never again; later visits say since when the spec is shared.
 */
export function ShareSpec({ specId }: { readonly specId: string }) {
  const headingId = useId();
  const notify = useNotify();
  const state = useShareState(specId);
  const { create, stop } = useShareActions(specId);
  const [link, setLink] = useState<SpecShareLink | null>(null);
  const [confirming, setConfirming] = useState<Confirming>({ kind: 'stop', open: false });
  const ask = (kind: Confirming['kind']) => {
    setConfirming({ kind, open: true });
  };
  const closeDialog = () => {
    setConfirming((current) => ({ ...current, open: false }));
  };
  const [failed, setFailed] = useState(false);
  const busy = create.isPending || stop.isPending;

  const makeLink = () => {
    closeDialog();
    setFailed(false);
    create.mutate(undefined, {
      onSuccess: setLink,
      onError: () => {
        setFailed(true);
      },
    });
  };

  const endSharing = () => {
    closeDialog();
    setFailed(false);
    stop.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        notify(MESSAGES.sharingStopped);
      },
      onError: () => {
        setFailed(true);
      },
    });
  };

  const sharedSince = link?.createdAtUTC ?? state.data?.createdAtUTC ?? null;
  const shared = link !== null || state.data?.shared === true;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={state.isPending || busy}
      sx={{ p: 3 }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
        Share this spec
      </Typography>
      <Stack spacing={2}>
        {failed && <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>}
        {state.isPending && link === null ? (
          <Typography sx={{ color: 'text.secondary' }}>
            Checking whether the spec is shared…
          </Typography>
        ) : state.isError && link === null ? (
          <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>
        ) : !shared ? (
          <>
            <Typography>
              Make a read-only link to this spec. Whoever opens it sees the result, your answers and
              the notes, without signing in.
            </Typography>
            <div>
              <Button
                variant="contained"
                size="large"
                startIcon={<LinkIcon aria-hidden="true" />}
                disabled={busy}
                onClick={makeLink}
              >
                Create share link
              </Button>
            </div>
          </>
        ) : (
          <>
            {link === null ? (
              <Typography>
                {sharedSince !== null && (
                  <>
                    <strong>Shared since {formatSpecDateTime(sharedSince)}.</strong>{' '}
                  </>
                )}
                {MESSAGES.sharedSince}
              </Typography>
            ) : (
              <>
                <ShareLinkField url={link.url} />
                <Typography sx={{ fontWeight: 600 }}>{MESSAGES.shareLinkShownOnce}</Typography>
              </>
            )}
            <Alert severity="info" variant="outlined">
              {MESSAGES.shareLinkNotice}
            </Alert>
            <Stack direction="row" spacing={2}>
              {link === null && (
                <Button
                  variant="outlined"
                  size="large"
                  disabled={busy}
                  onClick={() => {
                    ask('replace');
                  }}
                >
                  Make a new link
                </Button>
              )}
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={busy}
                onClick={() => {
                  ask('stop');
                }}
              >
                Stop sharing
              </Button>
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming.open}
        {...CONFIRMATIONS[confirming.kind]}
        cancelLabel="Keep the link"
        busy={busy}
        onCancel={closeDialog}
        onConfirm={confirming.kind === 'replace' ? makeLink : endSharing}
      />
    </Paper>
  );
}
