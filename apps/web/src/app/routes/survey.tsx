import Container from '@mui/material/Container';

import { DocumentTitle } from '../../components/document-title';
import { usePublicConfig } from '../../lib/public-config';
import { SaveSpecForm } from '../../features/specs/components/save-spec-form';
import { CancelSurveyDialog } from '../../features/survey/components/cancel-survey-dialog';
import { SurveyDisclaimer } from '../../features/survey/components/survey-disclaimer';
import { SurveyWizard } from '../../features/survey/components/survey-wizard';
import { SurveyResultView } from '../../features/survey/components/result/survey-result-view';
import {
  NO_TRANSMISSION_TITLE,
  RESULT_TITLE,
  SURVEY_TITLE,
} from '../../features/survey/survey-text';
import { useSurveyFlow } from '../../features/survey/use-survey-flow';
import type { SurveyStage } from '../../features/survey/use-survey-flow';

/** The tab names what the page shows: the wizard (with its disclaimer) or the outcome. */
function surveyTitle(stage: SurveyStage): string {
  if (stage.name !== 'result') return SURVEY_TITLE;
  return stage.result.response.type === 'NoTransmission' ? NO_TRANSMISSION_TITLE : RESULT_TITLE;
}

/** /survey: the disclaimer, the wizard, then the result (SPEC 2). */
export function SurveyPage() {
  const flow = useSurveyFlow();
  const config = usePublicConfig();

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <DocumentTitle title={surveyTitle(flow.stage)} />
      {flow.stage.name === 'disclaimer' && (
        <SurveyDisclaimer onAccept={flow.start} onCancel={flow.leave} />
      )}
      {flow.stage.name === 'wizard' && (
        <SurveyWizard
          form={flow.form}
          setForm={flow.setForm}
          pageIndex={flow.stage.page}
          submitting={flow.submitting}
          onNext={flow.next}
          onBack={flow.back}
          onSubmit={flow.submit}
          onLeave={flow.leave}
        />
      )}
      {flow.stage.name === 'result' && (
        <SurveyResultView
          result={flow.stage.result}
          links={config}
          onCancel={flow.leave}
          onEdit={flow.edit}
          onStartOver={flow.startOver}
          renderSaveSpec={(props) => <SaveSpecForm {...props} />}
        />
      )}
      <CancelSurveyDialog
        open={flow.leaveWarning !== null}
        onStay={() => flow.leaveWarning?.onStay()}
        onLeave={() => flow.leaveWarning?.onLeave()}
      />
    </Container>
  );
}
