import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { downloadBlob, REVOKE_AFTER_MS } from './download-blob';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadBlob', () => {
  it('clicks a link to the blob under the file name, then removes the link and later the URL', () => {
    const createObjectURL = vi.fn(() => 'blob:file');
    const revokeObjectURL = vi.fn();
    // A subclass carries the fakes, so the real URL is never changed and unstubAllGlobals puts
    // it back for the tests that follow in this worker.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const blob = new Blob(['Email\r\n'], { type: 'text/csv' });

    downloadBlob(blob, 'users.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('users.csv');
    expect(link.href).toBe('blob:file');
    expect(link.isConnected).toBe(false);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_AFTER_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
