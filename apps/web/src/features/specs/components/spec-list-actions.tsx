import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import {
  copySpecTitle,
  deleteSpecConfirmMessage,
  MESSAGES,
  SPEC_UNDO_SECONDS,
  specCopiedMessage,
  specDeletedMessage,
  specRestoredMessage,
  type SavedSpecListItem,
} from '@transmission-spec/domain';
import { useEffect, useRef, useState } from 'react';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/notifications';
import { ApiRequestError } from '../../../lib/api-client';
import { useSpecActions } from '../api/specs-api';

/**
 * Deleting and duplicating from My Specs (issue 25, decision 089). A delete is confirmed first and
 * then offers Undo for SPEC_UNDO_SECONDS; the server keeps the spec restorable a little longer.
 */

/** A refusal the server words for the user (a limit of the account), else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 409 ? error.message : fallback;
}

/** Duplicates a spec and says what the copy is called; one copy at a time. */
export function useDuplicateSpec(): (spec: SavedSpecListItem) => void {
  const { copy } = useSpecActions();
  const notify = useNotify();
  return (spec) => {
    if (copy.isPending) return;
    copy.mutate(spec.id, {
      onSuccess: () => {
        notify(specCopiedMessage(copySpecTitle(spec.title)));
      },
      onError: (error) => {
        notify(messageOf(error, MESSAGES.specCopyFailed), 'error');
      },
    });
  };
}

export interface SpecDeleteFlowProps {
  /** The spec the user asked to delete; null while nothing is being asked. */
  readonly spec: SavedSpecListItem | null;
  readonly onClose: () => void;
  /** The Undo notice went away while it held focus: the page puts focus somewhere that stays. */
  readonly onNoticeGone: () => void;
}

/** The confirmation, the delete, and the Undo notice after it. */
export function SpecDeleteFlow({ spec, onClose, onNoticeGone }: SpecDeleteFlowProps) {
  const { remove, restore } = useSpecActions();
  const notify = useNotify();
  const [deleted, setDeleted] = useState<SavedSpecListItem | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);

  // The row whose Delete button was pressed is gone: a keyboard user lands on Undo, the one
  // control that matters now, and hears the notice.
  useEffect(() => {
    if (noticeOpen) undoButton.current?.focus();
  }, [noticeOpen, deleted]);

  const closeNotice = () => {
    const hadFocus = undoButton.current?.contains(document.activeElement) ?? false;
    setNoticeOpen(false);
    if (hadFocus) onNoticeGone();
  };

  const confirm = () => {
    if (!spec || remove.isPending) return;
    remove.mutate(spec.id, {
      onSuccess: () => {
        setDeleted(spec);
        setNoticeOpen(true);
      },
      onError: () => {
        notify(MESSAGES.specDeleteFailed, 'error');
      },
      onSettled: onClose,
    });
  };

  const undo = () => {
    if (!deleted) return;
    closeNotice();
    restore.mutate(deleted.id, {
      onSuccess: () => {
        notify(specRestoredMessage(deleted.title));
      },
      onError: (error) => {
        notify(messageOf(error, MESSAGES.specRestoreFailed), 'error');
      },
    });
  };

  return (
    <>
      <ConfirmDialog
        open={spec !== null}
        title={MESSAGES.deleteSpecTitle}
        message={spec ? deleteSpecConfirmMessage(spec.title) : ''}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={onClose}
        onConfirm={confirm}
      />
      <Snackbar
        key={deleted?.id}
        open={noticeOpen}
        autoHideDuration={SPEC_UNDO_SECONDS * 1000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={(_event, reason) => {
          // A click elsewhere on the page must not take the chance to undo away.
          if (reason !== 'clickaway') closeNotice();
        }}
        // Material's own undo pattern: dark grey with white text (over 12:1), readable on the
        // navy footer too, where a filled info alert's light blue failed the contrast check.
        message={deleted ? specDeletedMessage(deleted.title) : ''}
        action={
          <Button ref={undoButton} color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </>
  );
}
