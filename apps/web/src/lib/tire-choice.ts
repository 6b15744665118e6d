import { DEFAULT_TIRE_SIZE, RevsPerMileSchema } from '@transmission-spec/domain';
import type { TireChoice } from '@transmission-spec/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

import { createTabStore } from './tab-store';

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

const store = createTabStore<TireChoice>(TIRE_CHOICE_STORAGE_KEY, TireChoiceSchema, DEFAULT_CHOICE);

/** The chosen tire; the default tire when none was chosen or the stored one no longer parses. */
export const readTireChoice: () => TireChoice = store.read;

/** Stores a tire choice (only valid ones: callers validate a typed value first). */
export const writeTireChoice: (choice: TireChoice) => void = store.write;

/** The chosen tire and its setter; every user of the hook re-renders on a change. */
export function useTireChoice(): {
  readonly tire: TireChoice;
  readonly setTire: (tire: TireChoice) => void;
} {
  const tire = useSyncExternalStore(store.subscribe, readTireChoice, readTireChoice);
  const setTire = useCallback((next: TireChoice) => {
    writeTireChoice(next);
  }, []);
  return { tire, setTire };
}
