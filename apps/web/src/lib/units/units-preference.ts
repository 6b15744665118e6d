import { DEFAULT_UNIT_SYSTEM, UNITS_COOKIE, isUnitSystem } from '@transmission-spec/domain';
import type { UnitSystem } from '@transmission-spec/domain';

import { readCookie, writeCookie } from '../cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's saved unit system; a missing or unknown cookie value means the default (Imperial). */
export function readUnitsPreference(): UnitSystem {
  // A plain check, not the zod schema: the shell loads on every page and should not carry zod.
  const saved = readCookie(UNITS_COOKIE);
  return isUnitSystem(saved) ? saved : DEFAULT_UNIT_SYSTEM;
}

/** Remembers the choice for a year so it survives reloads and later visits. */
export function writeUnitsPreference(units: UnitSystem): void {
  writeCookie(UNITS_COOKIE, units, { maxAgeSeconds: ONE_YEAR_SECONDS, path: '/', sameSite: 'Lax' });
}
