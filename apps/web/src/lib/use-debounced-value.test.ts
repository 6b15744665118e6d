import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDebouncedValue } from './use-debounced-value';

const DELAY = 2000;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Both callers pass a fresh object literal each render ({ name, description, url }), as a
 * component naturally does; the hook must treat it as the same value while its fields are.
 */
function renderPreview(initial: string) {
  let renders = 0;
  const view = renderHook(
    ({ text }: { text: string }) => {
      renders += 1;
      return useDebouncedValue({ text, other: 1 }, DELAY);
    },
    { initialProps: { text: initial } },
  );
  return { ...view, renders: () => renders };
}

describe('useDebouncedValue', () => {
  it('gives the new value only once it stopped changing for the delay', () => {
    const { result, rerender } = renderPreview('a');
    rerender({ text: 'ab' });
    act(() => {
      vi.advanceTimersByTime(DELAY - 1);
    });
    rerender({ text: 'abc' });
    act(() => {
      vi.advanceTimersByTime(DELAY - 1);
    });
    expect(result.current.text).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.text).toBe('abc');
  });

  it('settles: a value given as a fresh object each render starts no timer once shown', () => {
    const { result, rerender, renders } = renderPreview('a');
    rerender({ text: 'ab' });
    act(() => {
      vi.advanceTimersByTime(DELAY);
    });
    expect(result.current.text).toBe('ab');
    const settled = renders();
    // The bug this guards: each settle re-rendered, which made a fresh object, which started the
    // timer again, so the preview re-rendered every two seconds forever.
    for (let period = 0; period < 5; period += 1) {
      act(() => {
        vi.advanceTimersByTime(DELAY);
      });
    }
    expect(renders()).toBe(settled);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the same object while the value is equal field by field', () => {
    const { result, rerender } = renderPreview('a');
    const first = result.current;
    rerender({ text: 'a' });
    act(() => {
      vi.advanceTimersByTime(DELAY);
    });
    expect(result.current).toBe(first);
  });
});
