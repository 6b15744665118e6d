import type { TransmissionFamily } from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { latestCatalogueChange } from './catalogue-version.repository.js';
import { listFamilies } from './transmission-family.repository.js';

/** The families a recommendation may offer, kept in memory between catalogue changes. */
export interface CatalogueCache {
  /** Enabled, non-deleted families, reloaded whenever the catalogue changed since the last load. */
  offerable(): Promise<readonly TransmissionFamily[]>;
  /** Forgets the loaded families; a writer on this instance calls it after committing. */
  invalidate(): void;
}

/**
 * Loading eight families with their models and support levels takes several queries; checking
 * whether anything changed takes one index lookup. So each call checks the change marker and reloads
 * only when it moved, which makes an administrator's change visible to the very next survey on every
 * instance. Concurrent callers share one in-flight check and one in-flight load.
 */
export function createCatalogueCache(db: Db): CatalogueCache {
  let loaded: { version: number; families: readonly TransmissionFamily[] } | undefined;
  let checking: Promise<readonly TransmissionFamily[]> | undefined;

  async function refresh(): Promise<readonly TransmissionFamily[]> {
    const version = await latestCatalogueChange(db);
    if (loaded?.version === version) return loaded.families;
    const families = (await listFamilies(db)).filter((family) => !family.isDisabled);
    loaded = { version, families };
    return families;
  }

  return {
    offerable() {
      checking ??= refresh().finally(() => {
        checking = undefined;
      });
      return checking;
    },
    invalidate() {
      loaded = undefined;
    },
  };
}
