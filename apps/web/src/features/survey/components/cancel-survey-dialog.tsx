import { MESSAGES } from '@transmission-spec/domain';

import { ConfirmDialog } from '../../../components/confirm-dialog';

/** SPEC 2: Cancel asks before the answers are thrown away; Continue leaves. */
export function CancelSurveyDialog({
  open,
  onStay,
  onLeave,
}: {
  readonly open: boolean;
  readonly onStay: () => void;
  readonly onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave the survey?"
      message={MESSAGES.cancelSurveyConfirm}
      cancelLabel="Stay on this page"
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
