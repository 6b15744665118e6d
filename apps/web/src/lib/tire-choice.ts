import { DEFAULT_TIRE_SIZE, RevsPerMileSchema } from '@transmission-spec/domain';
import type { TireChoice } from '@transmission-spec/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The tire the engineering check works with (issue 14): one choice per browser tab, so a reload of
 * the result, the saved spec page and its PDF all use the tire the visitor last picked.
 */
export const TIRE_CHOICE_STORAGE_KEY = 'transmission-spec.tire-choice';

const TireChoiceSchema = z.object({
  size: z.string().max(40).nullable(),
  revsPerMile: RevsPerMileSchema,
});

const DEFAULT_CHOICE: TireChoice = { ...DEFAULT_TIRE_SIZE };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the choice then lasts until the page is left.
    return null;
  }
}

// The parsed choice is cached by its stored text, so useSyncExternalStore sees a stable object.
let cached: { raw: string | null; choice: TireChoice } = { raw: null, choice: DEFAULT_CHOICE };
let inMemory: string | null = null;
const listeners = new Set<() => void>();

/** The chosen tire; the default tire when none was chosen or the stored one no longer parses. */
export function readTireChoice(): TireChoice {
  const store = storage();
  let raw: string | null;
  try {
    raw = store === null ? inMemory : store.getItem(TIRE_CHOICE_STORAGE_KEY);
  } catch {
    raw = inMemory;
  }
  if (raw === cached.raw) return cached.choice;
  let choice = DEFAULT_CHOICE;
  try {
    const parsed = TireChoiceSchema.safeParse(JSON.parse(raw ?? 'null'));
    if (parsed.success) choice = parsed.data;
  } catch {
    // Not JSON: the default tire.
  }
  cached = { raw, choice };
  return choice;
}

/** Stores a tire choice (only valid ones: callers validate a typed value first). */
export function writeTireChoice(choice: TireChoice): void {
  const raw = JSON.stringify(TireChoiceSchema.parse(choice));
  inMemory = raw;
  try {
    storage()?.setItem(TIRE_CHOICE_STORAGE_KEY, raw);
  } catch {
    // Full storage: the in-memory copy still serves this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen tire and its setter; every user of the hook re-renders on a change. */
export function useTireChoice(): {
  readonly tire: TireChoice;
  readonly setTire: (tire: TireChoice) => void;
} {
  const tire = useSyncExternalStore(subscribe, readTireChoice, readTireChoice);
  const setTire = useCallback((next: TireChoice) => {
    writeTireChoice(next);
  }, []);
  return { tire, setTire };
}
