import type { Application } from '@transmission-spec/domain';
import { ANNUAL_MILES_DEFAULT, FUEL_PRICE_DEFAULT } from '@transmission-spec/engine';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

import { createTabStore } from '../tab-store';

/**
 * The annual miles and fuel price the yearly fuel cost is worked out at (issue 26): what the
 * visitor typed in the result's fields, kept per browser tab like the tire (tire-choice.ts), so
 * that the PDF, Compare and a reload use the same figures as the section. What was never typed
 * follows the application's default (annual miles) and the published price.
 */
export const YEARLY_FUEL_STORAGE_KEY = 'transmission-spec.yearly-fuel';

/** The yearly figure's inputs, Imperial (miles, $ per US gallon), as the costs use them. */
export interface YearlyFuelInputs {
  readonly annualMiles: number;
  readonly pricePerGallon: number;
}

// Only what the fields let through is written; this guards a stored value edited by hand.
const StoredSchema = z.object({
  annualMiles: z.number().positive().optional(),
  pricePerGallon: z.number().positive().optional(),
});
type Stored = z.infer<typeof StoredSchema>;

const store = createTabStore<Stored>(YEARLY_FUEL_STORAGE_KEY, StoredSchema, {});

function inputsFor(stored: Stored, application: Application): YearlyFuelInputs {
  return {
    annualMiles: stored.annualMiles ?? ANNUAL_MILES_DEFAULT[application],
    pricePerGallon: stored.pricePerGallon ?? FUEL_PRICE_DEFAULT.perGallon,
  };
}

/** The inputs in use for an application, read when a PDF is asked for. */
export function readYearlyFuelInputs(application: Application): YearlyFuelInputs {
  return inputsFor(store.read(), application);
}

/** The inputs in use and their setter; every user of the hook re-renders on a change. */
export function useYearlyFuelInputs(application: Application): {
  readonly inputs: YearlyFuelInputs;
  readonly setInputs: (inputs: YearlyFuelInputs) => void;
} {
  const stored = useSyncExternalStore(store.subscribe, store.read, store.read);
  const setInputs = useCallback((next: YearlyFuelInputs) => {
    store.write(next);
  }, []);
  return { inputs: inputsFor(stored, application), setInputs };
}
