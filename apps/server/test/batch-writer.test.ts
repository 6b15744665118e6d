import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchWriter, type BatchWriterOptions } from '../src/db/batch-writer.js';

/** The queue under survey events (decision 008): batches, one write at a time, bounded, drained at close. */

function writerWith(overrides: Partial<BatchWriterOptions<number>> = {}) {
  const batches: number[][] = [];
  const dropped: number[] = [];
  const failures: number[] = [];
  const writer = createBatchWriter<number>({
    write: (rows) => {
      batches.push([...rows]);
      return Promise.resolve();
    },
    batchSize: 3,
    intervalMs: 1000,
    capacity: 10,
    onWriteFailed: (_error, rows) => failures.push(rows),
    onDropped: (rows) => dropped.push(rows),
    ...overrides,
  });
  return { writer, batches, dropped, failures };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the batch writer', () => {
  it('never writes inside add: a full batch goes on the next turn, a part batch after the interval', async () => {
    vi.useFakeTimers();
    const { writer, batches } = writerWith();
    for (const row of [1, 2, 3, 4]) writer.add(row);
    expect(batches).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([[1, 2, 3]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('runs one write at a time, holds at most its capacity meanwhile, and counts what it dropped', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const written: number[][] = [];
    const { writer, dropped } = writerWith({
      write: (rows) => {
        written.push([...rows]);
        return written.length === 1 ? slow : Promise.resolve();
      },
    });
    for (let row = 1; row <= 3; row += 1) writer.add(row);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([[1, 2, 3]]);
    // The first write hangs: ten more wait, the next five are dropped.
    for (let row = 4; row <= 18; row += 1) writer.add(row);
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toHaveLength(1);
    release();
    await writer.close();
    expect(written.flat()).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
    expect(written.every((batch) => batch.length <= 3)).toBe(true);
    expect(dropped).toEqual([5]);
  });

  it('reports a failed write and goes on with the next batch', async () => {
    let calls = 0;
    const { writer, failures } = writerWith({
      write: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve();
      },
    });
    for (let row = 1; row <= 5; row += 1) writer.add(row);
    await writer.close();
    expect(failures).toEqual([3]);
    expect(calls).toBe(2);
  });

  it('loses nothing at close, not even rows added while the last write runs', async () => {
    const { writer, batches } = writerWith();
    for (let row = 1; row <= 7; row += 1) writer.add(row);
    const closed = writer.close();
    writer.add(8);
    await closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
