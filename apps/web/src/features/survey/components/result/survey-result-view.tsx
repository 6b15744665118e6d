import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SAVE_RESULT_OPERATIONS, hasAllOperations, hasRole } from '@transmission-spec/domain';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { signInPath } from '../../../../lib/auth-paths';
import { useCurrentUserState } from '../../../../lib/current-user';
import { keepInViewWhileSettling } from '../../../../lib/keep-in-view';
import { readYearlyFuelInputs } from '../../../../lib/duty-cycle/yearly-fuel-choice';
import { useSpecPdf } from '../../../../lib/pdf/use-spec-pdf';
import { readTireChoice } from '../../../../lib/tire-choice';
import { useUnits } from '../../../../lib/units/units-context';
import type { StoredSurveyResult } from '../../survey-result-storage';
import { SAVE_SPEC_ANCHOR, SURVEY_RESULT_URL } from '../../survey-result-url';
import { SIGN_IN_TO_SAVE, SIGN_IN_TO_SAVE_NOTE } from '../../survey-text';
import { ContactRepresentative } from './contact-representative';
import { PortfolioButton } from '../../../../components/result/portfolio-button';
import { DETAIL_PARTS } from '../../../../components/result/recommendation-details';
import { useStagedReveal } from '../../../../components/result/staged-reveal';
import { TransmissionLogicLog } from './logic-log';
import { ResultOutcome } from './result-outcome';
import type { SaveSpecSlotProps } from '../../../../components/result/save-spec-slot';
import { SurveyResponses } from '../../../../components/result/survey-responses';

export const RESULT_HEADING = 'Your Transmission Recommendation';
export const NO_TRANSMISSION_HEADING = 'No transmission fits your answers';

/** Deployment links the result screen offers (GET /api/config). */
export interface ResultLinks {
  readonly portfolioUrl: string;
  readonly findRepresentativeUrl: string;
  readonly customerServicePhone: string;
}

/** Where "Sign in to save this spec" comes back to: this result, with Save Spec focused. */
const SIGN_IN_TO_SAVE_PATH = signInPath(`${SURVEY_RESULT_URL}#${SAVE_SPEC_ANCHOR}`);
const SIGN_IN_TO_SAVE_NOTE_ID = 'sign-in-to-save-note';

/**
 * SPEC 2 result screen: the recommendation, the answers behind it, who to talk to, and the way
 * out. Users who may save results also get Download PDF and Save Spec; Save Spec switches the
 * screen in place to editingForSave, and leaving it (Cancel or Escape) hands focus back to Save
 * Spec. A signed-out visitor is offered to sign in to save instead (issue 25 item 5): the result
 * is kept in the tab and its address comes back through sign-in.
 */
export function SurveyResultView({
  result,
  links,
  onCancel,
  onEdit,
  onStartOver,
  renderSaveSpec,
}: {
  readonly result: StoredSurveyResult;
  readonly links: ResultLinks;
  readonly onCancel: () => void;
  /** Back into the wizard with every answer kept. */
  readonly onEdit: () => void;
  /** A new survey, from the disclaimer. */
  readonly onStartOver: () => void;
  readonly renderSaveSpec: (props: SaveSpecSlotProps) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The title and the two cards first; then the parts under them one task at a time, and last
  // the answers, contacts and buttons (issue 29 item 6; components/result/staged-reveal.ts).
  const stage = useStagedReveal(DETAIL_PARTS + 2);
  const restShown = stage === DETAIL_PARTS + 2;
  // The result replaces the wizard: start reading from its title.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { user, loading } = useCurrentUserState();
  const { hash } = useLocation();
  const { units } = useUnits();
  const pdf = useSpecPdf();
  // SPEC's two modes; 'backFromSave' is viewingResult after leaving the save form, which hands the
  // focus back to the Save Spec button that opened it.
  const [mode, setMode] = useState<'viewingResult' | 'editingForSave' | 'backFromSave'>(
    'viewingResult',
  );
  const viewing = mode !== 'editingForSave';
  // Kept here so that going back to the result and on to saving again loses nothing typed.
  const [title, setTitle] = useState('');
  const [notes, setNotes] = useState('');
  const maySave = hasAllOperations(user.privileges, SAVE_RESULT_OPERATIONS);
  // Not while the current user is still loading: the visitor may well be signed in.
  const mayBeOfferedSignIn = !loading && !user.authenticated;
  const saveSpecRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'backFromSave') saveSpecRef.current?.focus();
  }, [mode]);
  // Back from "Sign in to save this spec": Save Spec, not the title, is where the visitor was going.
  // The user loads after the page, so this waits for Save Spec to show; once per page.
  const cameToSave = hash === `#${SAVE_SPEC_ANCHOR}`;
  const broughtToSave = useRef(false);
  const stopKeepingInView = useRef<(() => void) | null>(null);
  useEffect(() => {
    const button = saveSpecRef.current;
    if (!cameToSave || !maySave || !restShown || broughtToSave.current || button === null) return;
    broughtToSave.current = true;
    button.scrollIntoView({ block: 'center' });
    button.focus({ preventScroll: true });
    // The fuel and trip-time figures fill in above it a moment later: keep it in view meanwhile.
    stopKeepingInView.current = keepInViewWhileSettling(button);
  }, [cameToSave, maySave, restShown]);
  useEffect(() => () => stopKeepingInView.current?.(), []);
  const { response } = result;
  const noTransmission = response.type === 'NoTransmission';
  const downloadPdf = () =>
    void pdf.download({
      title: title.trim() === '' ? 'Transmission Spec' : title.trim(),
      notes,
      topChoice: response.type === 'Transmission' ? response.topChoice : null,
      runnerUp: response.type === 'Transmission' ? response.runnerUp : null,
      answers: result.answers,
      units,
      // The tire the page's engineering check shows, read when the button is pressed.
      tire: readTireChoice(),
      yearlyFuel: readYearlyFuelInputs(result.answers.application),
      surveyDate: new Date(),
      printDate: new Date(),
      customerServicePhone: links.customerServicePhone,
    });

  return (
    <Stack spacing={4}>
      <div>
        <Typography
          ref={headingRef}
          variant="h1"
          tabIndex={-1}
          gutterBottom
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {noTransmission ? NO_TRANSMISSION_HEADING : RESULT_HEADING}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
          {noTransmission
            ? 'You can change your answers, or ask your representative about a case like yours.'
            : 'Based on your answers about the vehicle and its duty.'}
        </Typography>
      </div>
      {maySave &&
        mode === 'editingForSave' &&
        renderSaveSpec({
          result,
          onDownloadPdf: downloadPdf,
          pdfBusy: pdf.busy,
          onBack: () => {
            setMode('backFromSave');
          },
          title,
          notes,
          onTitleChange: setTitle,
          onNotesChange: setNotes,
        })}
      <ResultOutcome
        response={result.response}
        answers={result.answers}
        findRepresentativeUrl={links.findRepresentativeUrl}
        detailsShown={stage - 1}
      />
      {restShown && <SurveyResponses answers={result.answers} />}
      {restShown &&
        hasRole(user.privileges, 'TransmissionAdmin') &&
        response.debug !== undefined && <TransmissionLogicLog debug={response.debug} />}
      {restShown && (
        <ContactRepresentative
          // The no-transmission notice already links to the representative finder: once is enough.
          findRepresentativeUrl={noTransmission ? null : links.findRepresentativeUrl}
          customerServicePhone={links.customerServicePhone}
        />
      )}
      {restShown && viewing && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <PortfolioButton portfolioUrl={links.portfolioUrl} variant="contained" />
          {maySave && (
            <>
              <Button variant="outlined" size="large" disabled={pdf.busy} onClick={downloadPdf}>
                Download PDF
              </Button>
              <Button
                ref={saveSpecRef}
                id={SAVE_SPEC_ANCHOR}
                variant="outlined"
                size="large"
                onClick={() => {
                  setMode('editingForSave');
                }}
              >
                Save Spec
              </Button>
            </>
          )}
          {mayBeOfferedSignIn && (
            <Button
              variant="outlined"
              size="large"
              // A full page load: sign-in runs through the server (lib/auth-paths.ts).
              href={SIGN_IN_TO_SAVE_PATH}
              aria-describedby={SIGN_IN_TO_SAVE_NOTE_ID}
            >
              {SIGN_IN_TO_SAVE}
            </Button>
          )}
          <Button variant="outlined" size="large" onClick={onEdit}>
            Edit answers
          </Button>
          <Button variant="text" size="large" onClick={onStartOver}>
            Start over
          </Button>
          <Button variant="text" size="large" onClick={onCancel}>
            Cancel
          </Button>
        </Stack>
      )}
      {restShown && viewing && mayBeOfferedSignIn && (
        <Typography id={SIGN_IN_TO_SAVE_NOTE_ID} variant="body2" sx={{ color: 'text.secondary' }}>
          {SIGN_IN_TO_SAVE_NOTE}
        </Typography>
      )}
    </Stack>
  );
}
