import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transmissionFamilies } from '../../db/schema/index.js';
import { imageVersion } from './transmission-family.repository.js';

/** Data access for family images: the bytes stay in the family row, read and written apart. */

/**
 * Stores (or replaces) a family's image; `mime` is the type its bytes were recognized as. The bytes
 * travel as base64 text decoded by the database: PGlite's own encoding of a binary parameter takes
 * over ten seconds for 10 MB, base64 text about one; PostgreSQL is fast either way.
 */
export async function setFamilyImage(
  db: Db,
  id: number,
  image: Uint8Array,
  mime: string,
): Promise<void> {
  const base64 = Buffer.from(image.buffer, image.byteOffset, image.byteLength).toString('base64');
  await db
    .update(transmissionFamilies)
    .set({ image: sql`decode(${base64}, 'base64')`, imageMime: mime })
    .where(eq(transmissionFamilies.id, id));
}

/**
 * A live family's image bytes, their type and version; undefined when it has none. Read as hex text
 * for the same reason setFamilyImage writes base64: PGlite decodes a 10 MB bytea in seconds.
 */
export async function findFamilyImage(
  db: Db,
  id: number,
): Promise<{ bytes: Buffer; mime: string; version: string } | undefined> {
  const [row] = await db
    .select({
      hex: sql<string | null>`encode(${transmissionFamilies.image}, 'hex')`,
      mime: transmissionFamilies.imageMime,
      version: imageVersion,
    })
    .from(transmissionFamilies)
    .where(and(eq(transmissionFamilies.id, id), eq(transmissionFamilies.isDeleted, false)));
  if (row?.hex == null || !row.mime || !row.version) return undefined;
  return { bytes: Buffer.from(row.hex, 'hex'), mime: row.mime, version: row.version };
}
