import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** The NOTIFY channel that announces a committed change to the transmission catalogue. */
export const CATALOGUE_CHANNEL = 'transmission_catalogue_changed';

/**
 * Announces a catalogue change to every instance's recommendation cache. Call it inside the
 * transaction that makes the change: PostgreSQL (and PGlite) deliver the notification only if and
 * when that transaction commits, so no cache reloads before the change is visible.
 */
export async function announceCatalogueChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}
