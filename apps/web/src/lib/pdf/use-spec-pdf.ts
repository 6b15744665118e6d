import { MESSAGES, PDF_MESSAGES } from '@transmission-spec/domain';
import { useState } from 'react';

import { useNotify } from '../../components/notifications';
import { downloadSpecPdf } from './spec-pdf-data';
import type { SpecPdfData } from './spec-pdf-data';

/**
 * Download PDF: builds the file on request, off the page (decision 083), and says in the snackbar
 * when the notes print as plain text or no PDF came. The saved spec, the shared spec and the
 * result page all download through here.
 */
export function useSpecPdf() {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const download = async (data: SpecPdfData) => {
    setBusy(true);
    try {
      const outcome = await downloadSpecPdf(data);
      if (outcome === 'plainText') notify(PDF_MESSAGES.notesAsPlainText, 'warning');
      else if (outcome === 'tooComplex') notify(PDF_MESSAGES.tooComplex, 'error');
      else if (outcome === 'failed') notify(MESSAGES.somethingWentWrong, 'error');
    } catch {
      notify(MESSAGES.somethingWentWrong, 'error');
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
