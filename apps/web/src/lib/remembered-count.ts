/**
 * How many rows a list showed last time in this browser (My Specs, the catalogue), kept in
 * localStorage: the list's skeleton draws that many rows while the data is on its way, so the
 * page does not change height when it arrives (issue 29 item 5). Only a count is kept.
 */
const PREFIX = 'transmission-spec.rows.';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage: the skeleton falls back to the list's usual size.
    return null;
  }
}

/** The count last remembered under `key`, or `fallback` when none was (a first visit). */
export function readRememberedCount(key: string, fallback: number): number {
  try {
    const value = Number(storage()?.getItem(PREFIX + key) ?? Number.NaN);
    return Number.isInteger(value) && value >= 0 ? value : fallback;
  } catch {
    return fallback;
  }
}

export function rememberCount(key: string, count: number): void {
  try {
    storage()?.setItem(PREFIX + key, String(count));
  } catch {
    // A full storage only costs the next skeleton's size.
  }
}
