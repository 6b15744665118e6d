import type { TransmissionResult } from '@transmission-spec/domain';

import { pdfRichTextFromHtml } from './pdf-rich-text-from-html';
import type { PdfRichNode } from './pdf-rich-text';
import { plainParagraph, plainTextPages } from './plain-rich-text';
import type { SpecPdfData } from './spec-pdf-data';
import type { PdfTransmission, SpecPdfInput } from './spec-pdf-input';

/**
 * The document's input from the page's data: the HTML parsed here, on the page (the worker has no
 * DOMParser); with `plainText`, the fallback's plain notes and descriptions (decision 083).
 */
export function specPdfInput(data: SpecPdfData, plainText: boolean): SpecPdfInput {
  const description = (html: string): readonly PdfRichNode[] => {
    const tree = pdfRichTextFromHtml(html);
    return plainText ? plainParagraph(tree) : tree;
  };
  const card = (transmission: TransmissionResult | null): PdfTransmission | null =>
    transmission === null
      ? null
      : { ...transmission, description: description(transmission.description) };
  const notes = pdfRichTextFromHtml(data.notes);
  return {
    ...data,
    notes: plainText
      ? { kind: 'plainText', pages: plainTextPages(notes) }
      : { kind: 'formatted', blocks: notes },
    topChoice: card(data.topChoice),
    runnerUp: card(data.runnerUp),
  };
}
