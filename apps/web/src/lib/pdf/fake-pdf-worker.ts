import { linehaulTractorAnswers } from '@transmission-spec/domain';

import type { PdfWorker, PdfWorkerReply } from './pdf-worker-protocol';
import type { SpecPdfData } from './spec-pdf-data';
import type { SpecPdfInput } from './spec-pdf-input';

/** A spec without cards for the PDF tests, holding `notes` (sanitized HTML). */
export function pdfTestData(notes: string): SpecPdfData {
  return {
    title: 'Quarry fleet',
    notes,
    topChoice: null,
    runnerUp: null,
    answers: linehaulTractorAnswers(),
    units: 'Imperial',
    surveyDate: new Date('2026-11-20T12:00:00Z'),
    printDate: new Date('2026-11-25T12:00:00Z'),
    customerServicePhone: '',
  };
}

/**
 * A stand-in for the PDF worker in jsdom tests (jsdom has no Worker): it records what it is sent
 * and whether it was ended, and answers only what a test tells it to.
 */
export class FakePdfWorker implements PdfWorker {
  onmessage: ((event: MessageEvent<PdfWorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly inputs: SpecPdfInput[] = [];
  terminated = false;

  postMessage(input: SpecPdfInput): void {
    this.inputs.push(input);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** What the worker's code would post. */
  reply(message: PdfWorkerReply): void {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }

  /** What a worker whose script failed to load would raise. */
  fail(): void {
    this.onerror?.(new Event('error', { cancelable: true }));
  }
}
