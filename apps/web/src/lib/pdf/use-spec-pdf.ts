import { MESSAGES } from '@transmission-spec/domain';
import { useState } from 'react';

import { useNotify } from '../../components/notifications';
import { downloadSpecPdf } from './spec-pdf-data';
import type { SpecPdfData } from './spec-pdf-data';

/** Download PDF: builds the file on request and reports a failure in the snackbar. */
export function useSpecPdf() {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const download = async (data: SpecPdfData) => {
    setBusy(true);
    try {
      await downloadSpecPdf(data);
    } catch {
      notify(MESSAGES.somethingWentWrong, 'error');
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
