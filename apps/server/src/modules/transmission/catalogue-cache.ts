import type { TransmissionFamily } from '@transmission-spec/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../errors/database-unavailable.js';
import { CATALOGUE_CHANNEL } from './catalogue-changes.js';
import { listFamilies } from './transmission-family.repository.js';

/** The families a recommendation may offer, kept in memory between catalogue changes. */
export interface CatalogueCache {
  /** Enabled, non-deleted families, reloaded after any committed catalogue change. */
  offerable(): Promise<readonly TransmissionFamily[]>;
  /**
   * Every non-deleted family, disabled ones included: what a saved spec's cards show (their text
   * and links are the catalogue's own, decision 082), loaded and kept with the offerable ones.
   */
  live(): Promise<readonly TransmissionFamily[]>;
}

/** One load of the catalogue: the live families and, filtered once, those a survey may offer. */
interface Snapshot {
  readonly live: readonly TransmissionFamily[];
  readonly offerable: readonly TransmissionFamily[];
}

function snapshotOf(live: readonly TransmissionFamily[]): Snapshot {
  return { live, offerable: live.filter((family) => !family.isDisabled) };
}

/**
 * Loading the families takes several queries, and a survey should not pay for them when nothing
 * changed. Triggers on the catalogue tables send a NOTIFY with every change (see
 * catalogue-changes.ts); PostgreSQL delivers it on commit to every instance, so the very next survey
 * anywhere sees the change, whoever made it. A generation counter keeps a load that raced with a
 * change from being kept, and while the listener is down (PostgreSQL connection lost) every call
 * loads afresh. When a load fails because the database cannot be reached, the families last loaded
 * are served instead (issue 11, finding 10): a survey is worth answering from a catalogue a few
 * minutes old. While that lasts, every survey is answered at once from them and starts a load in
 * the background (one at a time), so no survey waits on a dead connection and the first load that
 * succeeds ends the outage; the listener's reconnect drops the cache too.
 */
export async function createCatalogueCache(
  database: Database,
  log?: FastifyBaseLogger,
): Promise<CatalogueCache> {
  let generation = 0;
  let loaded: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  /** The last families read from the database, kept through invalidations for outages. */
  let lastKnown: Snapshot | undefined;
  /** True from a load that failed for an outage until one succeeds. */
  let inOutage = false;
  const listener: Listener = await database.listen(CATALOGUE_CHANNEL, () => {
    generation += 1;
    loaded = undefined;
    // A load already under way may have read the catalogue before the change: later callers must
    // not join it.
    loading = undefined;
  });

  async function load(): Promise<Snapshot> {
    const startedAt = generation;
    let families: Snapshot;
    try {
      families = snapshotOf(await listFamilies(database.db));
    } catch (error) {
      if (!lastKnown || !isDatabaseUnavailable(error)) throw error;
      if (!inOutage) {
        inOutage = true;
        log?.warn('database unavailable: surveys use the catalogue loaded last');
      }
      return lastKnown;
    }
    if (inOutage) {
      inOutage = false;
      log?.info('database back: surveys use the current catalogue again');
    }
    lastKnown = families;
    if (startedAt === generation && listener.reliable()) loaded = families;
    return families;
  }

  function current(): Promise<Snapshot> {
    if (loaded) return Promise.resolve(loaded);
    // Concurrent callers share one load.
    loading ??= load().finally(() => {
      loading = undefined;
    });
    if (inOutage && lastKnown) {
      // Answer now; the load above runs on and ends the outage when the database answers.
      loading.catch(() => undefined);
      return Promise.resolve(lastKnown);
    }
    return loading;
  }

  return {
    offerable: () => current().then((snapshot) => snapshot.offerable),
    live: () => current().then((snapshot) => snapshot.live),
  };
}
