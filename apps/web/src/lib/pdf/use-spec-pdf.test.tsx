import { act, fireEvent, render, screen } from '@testing-library/react';
import { PDF_MESSAGES } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NotificationsProvider } from '../../components/notifications';
import { FakePdfWorker, pdfTestData } from './fake-pdf-worker';
import { FORMATTED_LAYOUT_MS, PLAIN_LAYOUT_MS } from './make-spec-pdf';
import { useSpecPdf } from './use-spec-pdf';

/**
 * Download PDF as the saved spec, shared spec and result pages use it, down to the Worker, which
 * jsdom lacks: a fake stands in for it, answering only what each test says (decision 083).
 */

const DATA = pdfTestData('<h2>Lanes</h2><ul><li><p>Spare PTO before winter</p></li></ul>');

function DownloadPdf() {
  const pdf = useSpecPdf();
  return (
    <button type="button" disabled={pdf.busy} onClick={() => void pdf.download(DATA)}>
      Download PDF
    </button>
  );
}

let workers: FakePdfWorker[];

beforeEach(() => {
  vi.useFakeTimers();
  workers = [];
  vi.stubGlobal(
    'Worker',
    class extends FakePdfWorker {
      constructor() {
        super();
        workers.push(this);
      }
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The next worker Download PDF starts, once its code has loaded (the PDF code loads lazily). With
 * vitest's fake timers, vi.waitFor moves the clock on; Testing Library's findBy would wait forever.
 */
async function nextWorker(count: number): Promise<FakePdfWorker> {
  await vi.waitFor(() => {
    expect(workers).toHaveLength(count);
  });
  const worker = workers.at(count - 1);
  if (worker === undefined) throw new Error(`no worker ${count}`);
  act(() => {
    worker.reply({ kind: 'ready' });
  });
  return worker;
}

describe('Download PDF', () => {
  it('says the notes are too complex once neither PDF is laid out in time, the workers ended', async () => {
    render(
      <NotificationsProvider>
        <DownloadPdf />
      </NotificationsProvider>,
    );
    const button = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.click(button);

    // A worker that never answers: the formatted PDF is given up at its limit.
    const formatted = await nextWorker(1);
    expect(formatted.inputs[0]?.notes.kind).toBe('formatted');
    await advance(FORMATTED_LAYOUT_MS - 1);
    expect(formatted.terminated).toBe(false);
    expect(button).toBeDisabled();
    await advance(1);
    expect(formatted.terminated).toBe(true);

    // Then once with plain notes; that one never answers either.
    const plain = await nextWorker(2);
    expect(plain.inputs[0]?.notes).toEqual({
      kind: 'plainText',
      pages: ['Lanes\n    • Spare PTO before winter'],
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(PLAIN_LAYOUT_MS);
    expect(plain.terminated).toBe(true);
    await vi.waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(PDF_MESSAGES.tooComplex);
    });
    expect(button).toBeEnabled();
    expect(workers).toHaveLength(2);
  });

  it('downloads the plain-text PDF and says so when only that one is laid out in time', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    render(
      <NotificationsProvider>
        <DownloadPdf />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    await nextWorker(1);
    await advance(FORMATTED_LAYOUT_MS);
    const plain = await nextWorker(2);
    const blob = new Blob(['%PDF']);
    act(() => {
      plain.reply({ kind: 'done', blob });
    });

    await vi.waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(PDF_MESSAGES.notesAsPlainText);
    });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('transmission-spec.pdf');
  });

  it('downloads the formatted PDF without a word when it is laid out in time', async () => {
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(
      <NotificationsProvider>
        <DownloadPdf />
      </NotificationsProvider>,
    );
    const button = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.click(button);

    const formatted = await nextWorker(1);
    await advance(FORMATTED_LAYOUT_MS - 1);
    act(() => {
      formatted.reply({ kind: 'done', blob: new Blob(['%PDF']) });
    });
    await vi.waitFor(() => {
      expect(button).toBeEnabled();
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(workers).toHaveLength(1);
  });
});
