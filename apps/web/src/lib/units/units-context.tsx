import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { UnitSystem } from '@transmission-spec/domain';

import { readUnitsPreference, writeUnitsPreference } from './units-preference';

interface UnitsContextValue {
  readonly units: UnitSystem;
  readonly setUnits: (units: UnitSystem) => void;
}

const UnitsContext = createContext<UnitsContextValue | null>(null);

/** Holds the display unit system, starting from the `units` cookie. */
export function UnitsProvider({ children }: { readonly children: ReactNode }) {
  const [units, setUnitsState] = useState<UnitSystem>(readUnitsPreference);

  const setUnits = useCallback((next: UnitSystem) => {
    writeUnitsPreference(next);
    setUnitsState(next);
  }, []);

  const value = useMemo(() => ({ units, setUnits }), [units, setUnits]);
  return <UnitsContext value={value}>{children}</UnitsContext>;
}

/** The current unit system and its setter; must be used below a UnitsProvider. */
export function useUnits(): UnitsContextValue {
  const value = useContext(UnitsContext);
  if (value === null) throw new Error('useUnits must be used inside a UnitsProvider');
  return value;
}
