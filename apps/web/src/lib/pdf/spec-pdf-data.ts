import { PDF_FILE_NAME } from '@transmission-spec/domain';
import type {
  SurveyAnswers,
  TireChoice,
  TransmissionResult,
  UnitSystem,
} from '@transmission-spec/domain';

import { downloadBlob } from '../download-blob';
import type { YearlyFuelInputs } from '../duty-cycle/yearly-fuel-choice';

/** Everything the spec PDF prints. Kept free of react-pdf so pages can build it cheaply. */
export interface SpecPdfData {
  readonly title: string;
  /** Sanitized notes HTML (p, h1-h4, strong/b, em/i, ul/ol/li, br, a). */
  readonly notes: string;
  readonly topChoice: TransmissionResult | null;
  readonly runnerUp: TransmissionResult | null;
  readonly answers: SurveyAnswers;
  readonly units: UnitSystem;
  /**
   * The tire the engineering check is worked out for: the one the visitor chose on the page.
   * Absent: the default tire (DEFAULT_TIRE_SIZE), as on a page where none was chosen.
   */
  readonly tire?: TireChoice;
  /**
   * The annual miles and fuel price the yearly fuel cost is printed at: the ones the visitor set on
   * the page. Absent: the application's default miles and the published price.
   */
  readonly yearlyFuel?: YearlyFuelInputs;
  readonly surveyDate: Date;
  readonly printDate: Date;
  readonly customerServicePhone: string;
}

/** How Download PDF ended, for the page to tell the user (see makeSpecPdf). */
export type SpecPdfDownload = 'formatted' | 'plainText' | 'tooComplex' | 'failed';

/**
 * Builds the PDF in a Web Worker under a time limit (decision 083) and hands it to the browser as
 * transmission-spec.pdf. The code for it (react-pdf, about a megabyte, runs in the worker) loads
 * here, on the first request for a PDF, never with a page.
 */
export async function downloadSpecPdf(data: SpecPdfData): Promise<SpecPdfDownload> {
  const { makeSpecPdfInWorker } = await import('./spec-pdf-in-worker');
  const outcome = await makeSpecPdfInWorker(data);
  if (outcome.kind === 'formatted' || outcome.kind === 'plainText') {
    downloadBlob(outcome.blob, PDF_FILE_NAME);
  }
  return outcome.kind;
}
