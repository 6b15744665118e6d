import { useEffect, useState } from 'react';

/** Equal as a preview sees it: the same value, or objects whose own fields are the same values. */
function sameValue<T>(left: T, right: T): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  const leftEntries = Object.entries(left);
  return (
    leftEntries.length === Object.keys(right).length &&
    leftEntries.every(([key, value]) => Object.is(value, (right as Record<string, unknown>)[key]))
  );
}

/**
 * `value`, once it has stopped changing for `delayMs` (SPEC 9: previews lag two seconds).
 *
 * Callers pass a fresh object literal each render ({ title, notes }). Compared by reference, each
 * settle re-rendered the caller, whose fresh object started the timer again: a re-render every
 * `delayMs` forever. So the value is compared field by field and kept as the same object while it
 * is equal, and the timer only runs for a real change.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [latest, setLatest] = useState(value);
  // React's pattern for state derived from the previous render: adjusted during render, before
  // the effect below sees it.
  if (!sameValue(latest, value)) setLatest(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(latest);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [latest, delayMs]);
  return settled;
}
