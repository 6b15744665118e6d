import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { surveyDraftToAnswers } from '@transmission-spec/domain';
import type { SurveyAnswers } from '@transmission-spec/domain';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

import { useWarmDutyCycle } from '../../../lib/duty-cycle/use-duty-cycle-estimate';
import { toSurveyDraft } from '../survey-form';
import type { SurveyForm } from '../survey-form';
import { BLOCK_TITLES, SURVEY_PAGES, isBlockFilled, isPageFilled } from '../survey-pages';
import { SURVEY_TITLE } from '../survey-text';
import { CancelSurveyDialog } from './cancel-survey-dialog';
import { SurveyQuestion } from './survey-question';
import { WizardProgress } from './wizard-progress';

// A question re-renders when the form changes, not when only the wizard does: See My Result's
// "sending" state (the buttons and the disabled fieldset) then costs a few components instead of
// the whole page inside the click's task (issue 29 item 6).
const Question = memo(SurveyQuestion);

/**
 * SPEC 2: the survey, one page at a time. The answers (in Imperial units, so switching units never
 * changes them) and the page belong to the survey flow, which keeps them across Back, Forward and
 * reloads; the wizard shows them and reports changes.
 */
export function SurveyWizard({
  form,
  setForm,
  pageIndex,
  submitting,
  onNext,
  onBack,
  onSubmit,
  onLeave,
}: {
  readonly form: SurveyForm;
  readonly setForm: Dispatch<SetStateAction<SurveyForm>>;
  /** 0-based. */
  readonly pageIndex: number;
  readonly submitting: boolean;
  readonly onNext: () => void;
  readonly onBack: () => void;
  readonly onSubmit: (answers: SurveyAnswers) => void;
  /** Leaves the survey after the visitor confirmed it. */
  readonly onLeave: () => void;
}) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const missingId = useId();

  const blocks = SURVEY_PAGES[pageIndex] ?? [];
  const draft = toSurveyDraft(form);
  const filled = isPageFilled(blocks, draft);
  const missing = blocks.filter((block) => !isBlockFilled(block, draft));
  const isLastPage = pageIndex === SURVEY_PAGES.length - 1;
  // The result's fuel and trip-time worker starts and warms while the last page is answered.
  useWarmDutyCycle(isLastPage);

  // A new page starts at the top, with focus on the title so screen readers read on from there.
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [pageIndex]);

  const update = useCallback(
    (patch: Partial<SurveyForm>) => {
      setForm((current) => ({ ...current, ...patch }));
    },
    [setForm],
  );
  const next = () => {
    if (!filled) return;
    if (!isLastPage) {
      onNext();
      return;
    }
    const answers = surveyDraftToAnswers(draft);
    if (answers !== null) onSubmit(answers);
  };

  return (
    <Stack spacing={4}>
      <Box>
        <Typography
          ref={headingRef}
          variant="h1"
          tabIndex={-1}
          sx={{ mb: 3, '&:focus': { outline: 'none' } }}
        >
          {SURVEY_TITLE}
        </Typography>
        <WizardProgress page={pageIndex + 1} total={SURVEY_PAGES.length} />
      </Box>
      <Paper variant="outlined" sx={{ p: 4 }}>
        {/* A disabled fieldset natively disables every control inside while the answers are sent. */}
        <Box component="fieldset" disabled={submitting} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack spacing={5} divider={<Divider flexItem />}>
            {blocks.map((block) => (
              <Question key={block} block={block} form={form} update={update} />
            ))}
          </Stack>
        </Box>
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="text"
          size="large"
          disabled={submitting}
          onClick={() => {
            setConfirmingCancel(true);
          }}
        >
          Cancel
        </Button>
        <Box sx={{ flex: 1 }} />
        {/* Says why Next is disabled; polite, so it is read once the visitor pauses. */}
        <Typography
          id={missingId}
          role="status"
          variant="body2"
          sx={{ color: 'text.secondary', textAlign: 'right' }}
        >
          {missing.length > 0 &&
            `Still to answer: ${missing.map((block) => BLOCK_TITLES[block]).join(', ')}`}
        </Typography>
        {pageIndex > 0 && (
          <Button variant="outlined" size="large" disabled={submitting} onClick={onBack}>
            Back
          </Button>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={!filled || submitting}
          loading={isLastPage && submitting}
          onClick={next}
          aria-describedby={missing.length > 0 ? missingId : undefined}
          sx={{ minWidth: 160, flexShrink: 0 }}
        >
          {isLastPage ? 'See My Result' : 'Next'}
        </Button>
      </Stack>
      <CancelSurveyDialog
        open={confirmingCancel}
        onStay={() => {
          setConfirmingCancel(false);
        }}
        onLeave={onLeave}
      />
    </Stack>
  );
}
