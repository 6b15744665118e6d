import type { TransmissionFamily } from '@transmission-spec/domain';
import type { Database, Listener } from '../../db/database.js';
import { CATALOGUE_CHANNEL } from './catalogue-changes.js';
import { listFamilies } from './transmission-family.repository.js';

/** The families a recommendation may offer, kept in memory between catalogue changes. */
export interface CatalogueCache {
  /** Enabled, non-deleted families, reloaded after any committed catalogue change. */
  offerable(): Promise<readonly TransmissionFamily[]>;
}

/**
 * Loading the families takes several queries, and a survey should not pay for them when nothing
 * changed. Triggers on the catalogue tables send a NOTIFY with every change (see
 * catalogue-changes.ts); PostgreSQL delivers it on commit to every instance, so the very next survey
 * anywhere sees the change, whoever made it. A generation counter keeps a load that raced with a change from being kept, and while the
 * listener is down (PostgreSQL connection lost) every call loads afresh.
 */
export async function createCatalogueCache(database: Database): Promise<CatalogueCache> {
  let generation = 0;
  let loaded: readonly TransmissionFamily[] | undefined;
  let loading: Promise<readonly TransmissionFamily[]> | undefined;
  const listener: Listener = await database.listen(CATALOGUE_CHANNEL, () => {
    generation += 1;
    loaded = undefined;
    // A load already under way may have read the catalogue before the change: later callers must
    // not join it.
    loading = undefined;
  });

  async function load(): Promise<readonly TransmissionFamily[]> {
    const startedAt = generation;
    const families = (await listFamilies(database.db)).filter((family) => !family.isDisabled);
    if (startedAt === generation && listener.reliable()) loaded = families;
    return families;
  }

  return {
    offerable() {
      if (loaded) return Promise.resolve(loaded);
      // Concurrent callers share one load.
      loading ??= load().finally(() => {
        loading = undefined;
      });
      return loading;
    },
  };
}
