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
  /** Stops the background retry of a start-up load that failed (on close). */
  stop(): void;
}

/** One load of the catalogue: the live families and, filtered once, those a survey may offer. */
interface Snapshot {
  readonly live: readonly TransmissionFamily[];
  readonly offerable: readonly TransmissionFamily[];
}

function snapshotOf(live: readonly TransmissionFamily[]): Snapshot {
  return { live, offerable: live.filter((family) => !family.isDisabled) };
}

/** How often a catalogue load that failed at start is tried again, until one succeeds. */
const START_RETRY_MS = 5000;

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
 *
 * The catalogue is loaded once at start (issue 24, item 3), so an instance serves surveys from it
 * even when the database goes away before its first survey. Should that load fail (the database
 * left between the migrations and here), start-up goes on, surveys answer as before anything was
 * loaded (503 while the database is away), and the load is tried again every START_RETRY_MS in the
 * background until one succeeds.
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

  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failedAtStart = false;
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

  const cache: CatalogueCache = {
    offerable: () => current().then((snapshot) => snapshot.offerable),
    live: () => current().then((snapshot) => snapshot.live),
    stop() {
      stopped = true;
      clearTimeout(retry);
    },
  };

  const warmUp = async (): Promise<void> => {
    try {
      await cache.offerable();
      if (failedAtStart) log?.info('catalogue loaded: surveys use it from now on');
    } catch (error) {
      // Once: the retries below would repeat the same words every few seconds.
      if (!failedAtStart) {
        failedAtStart = true;
        log?.warn(
          { cause: error instanceof Error ? error.message : String(error) },
          'loading the catalogue at start failed; trying again in the background',
        );
      }
      // A survey's own load may have succeeded meanwhile; then there is nothing left to warm.
      if (!stopped && !lastKnown) {
        retry = setTimeout(() => void warmUp(), START_RETRY_MS);
        retry.unref();
      }
    }
  };
  await warmUp();
  return cache;
}
