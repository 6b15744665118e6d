import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakePdfWorker } from './fake-pdf-worker';
import type { PdfRenderOutcome } from './render-in-worker';
import { renderInWorker } from './render-in-worker';
import type { SpecPdfInput } from './spec-pdf-input';

const LIMITS = { layoutMs: 4_000, loadMs: 30_000 };
const INPUT = { title: 'Quarry fleet' } as SpecPdfInput;

function start() {
  const worker = new FakePdfWorker();
  let outcome: PdfRenderOutcome | 'pending' = 'pending';
  void renderInWorker(INPUT, LIMITS, () => worker).then((result) => {
    outcome = result;
  });
  return { worker, outcome: () => outcome };
}

describe('a PDF laid out in a worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is given up, and the worker ended, when the layout outlasts its limit', async () => {
    const { worker, outcome } = start();
    expect(worker.inputs).toEqual([INPUT]);
    worker.reply({ kind: 'ready' });
    await vi.advanceTimersByTimeAsync(LIMITS.layoutMs - 1);
    expect(outcome()).toBe('pending');
    expect(worker.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome()).toEqual({ kind: 'timedOut' });
    expect(worker.terminated).toBe(true);
  });

  it('times the layout from the worker having loaded, not from the click', async () => {
    const { worker, outcome } = start();
    // Loading the code took longer than a layout may: that is not the notes' doing.
    await vi.advanceTimersByTimeAsync(LIMITS.layoutMs + 1_000);
    worker.reply({ kind: 'ready' });
    await vi.advanceTimersByTimeAsync(LIMITS.layoutMs - 1);
    const blob = new Blob(['%PDF']);
    worker.reply({ kind: 'done', blob });
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome()).toEqual({ kind: 'done', blob });
    expect(worker.terminated).toBe(true);
  });

  it('fails when the code never loads, or the layout or the script fails', async () => {
    const silent = start();
    await vi.advanceTimersByTimeAsync(LIMITS.loadMs);
    expect(silent.outcome()).toEqual({ kind: 'failed' });
    expect(silent.worker.terminated).toBe(true);

    const threw = start();
    threw.worker.reply({ kind: 'ready' });
    threw.worker.reply({ kind: 'failed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(threw.outcome()).toEqual({ kind: 'failed' });

    const broken = start();
    broken.worker.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(broken.outcome()).toEqual({ kind: 'failed' });
    expect(broken.worker.terminated).toBe(true);
  });

  it('ignores what a worker says after it was given up', async () => {
    const { worker, outcome } = start();
    worker.reply({ kind: 'ready' });
    await vi.advanceTimersByTimeAsync(LIMITS.layoutMs);
    worker.reply({ kind: 'done', blob: new Blob(['%PDF']) });
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome()).toEqual({ kind: 'timedOut' });
  });
});
