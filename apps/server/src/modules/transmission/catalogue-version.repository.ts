import { max } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transmissionLogs } from '../../db/schema/index.js';

/**
 * A number that grows with every catalogue change. Every create, edit, toggle, rank change and
 * delete writes a transmission log entry (SPEC and DESIGN require it), so the newest log id moves
 * exactly when the catalogue does, on any instance, without a table of its own. One index lookup.
 */
export async function latestCatalogueChange(db: Db): Promise<number> {
  const [row] = await db.select({ latest: max(transmissionLogs.id) }).from(transmissionLogs);
  return row?.latest ?? 0;
}
