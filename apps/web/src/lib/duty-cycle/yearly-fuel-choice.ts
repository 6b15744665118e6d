import type { Application } from '@transmission-spec/domain';
import { ANNUAL_MILES_DEFAULT, FUEL_PRICE_DEFAULT } from '@transmission-spec/engine';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

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

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let cached: { raw: string | null; stored: Stored } = { raw: null, stored: {} };
let inMemory: string | null = null;
const listeners = new Set<() => void>();

function readStored(): Stored {
  const store = storage();
  let raw: string | null;
  try {
    raw = store === null ? inMemory : store.getItem(YEARLY_FUEL_STORAGE_KEY);
  } catch {
    raw = inMemory;
  }
  if (raw === cached.raw) return cached.stored;
  let stored: Stored = {};
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(raw ?? 'null'));
    if (parsed.success) stored = parsed.data;
  } catch {
    // Not JSON: the defaults.
  }
  cached = { raw, stored };
  return stored;
}

function inputsFor(stored: Stored, application: Application): YearlyFuelInputs {
  return {
    annualMiles: stored.annualMiles ?? ANNUAL_MILES_DEFAULT[application],
    pricePerGallon: stored.pricePerGallon ?? FUEL_PRICE_DEFAULT.perGallon,
  };
}

/** The inputs in use for an application, read when a PDF is asked for. */
export function readYearlyFuelInputs(application: Application): YearlyFuelInputs {
  return inputsFor(readStored(), application);
}

function writeYearlyFuelInputs(inputs: YearlyFuelInputs): void {
  const raw = JSON.stringify(StoredSchema.parse(inputs));
  inMemory = raw;
  try {
    storage()?.setItem(YEARLY_FUEL_STORAGE_KEY, raw);
  } catch {
    // Full storage: the in-memory copy still serves this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The inputs in use and their setter; every user of the hook re-renders on a change. */
export function useYearlyFuelInputs(application: Application): {
  readonly inputs: YearlyFuelInputs;
  readonly setInputs: (inputs: YearlyFuelInputs) => void;
} {
  const stored = useSyncExternalStore(subscribe, readStored, readStored);
  const setInputs = useCallback((next: YearlyFuelInputs) => {
    writeYearlyFuelInputs(next);
  }, []);
  return { inputs: inputsFor(stored, application), setInputs };
}
