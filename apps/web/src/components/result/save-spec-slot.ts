import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';

/**
 * What the survey's result screen hands the Save Spec form (SPEC 2 editingForSave). The screen
 * belongs to the survey feature and the form to the specs feature; app/routes/survey.tsx composes
 * the two through this contract, so neither feature imports the other.
 */
export interface SaveSpecSlotProps {
  /** The result being saved: the answers and the server's response to them. */
  readonly result: { readonly answers: SurveyAnswers; readonly response: SurveyResponse };
  readonly onDownloadPdf: () => void;
  readonly pdfBusy: boolean;
  readonly onBack: () => void;
  readonly title: string;
  readonly notes: string;
  readonly onTitleChange: (title: string) => void;
  readonly onNotesChange: (notes: string) => void;
}
