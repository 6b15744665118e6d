import { TransmissionFamilyInputSchema } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  countFamilies,
  findFamily,
  insertFamily,
  insertFamilyLog,
} from './transmission-family.repository.js';
import type { Db } from '../../db/database.js';
import { SEED_LOCK_KEY } from '../../db/migrations.js';
// The domain package owns the one copy of the sample catalogue; Node loads it through the workspace.
import sampleCatalogue from '@transmission-spec/domain/sample-catalogue.json' with { type: 'json' };

/** Who the seeded families and their first log entries are attributed to. */
export const SEED_AUTHOR = 'sample catalogue';

const CatalogueSchema = z.object({ families: z.array(TransmissionFamilyInputSchema).min(1) });

/**
 * Fills an empty catalogue with the sample families so a new install recommends something at once.
 * Validated first: a bad seed file is a bug and must stop the start-up, not half-seed.
 * Runs in one transaction under an advisory lock, so when several instances start together against
 * one PostgreSQL, the first seeds and the others wait, then find the families and do nothing.
 * Returns the number of families inserted (0 when the catalogue already had families).
 */
export async function seedSampleCatalogue(db: Db, log: FastifyBaseLogger): Promise<number> {
  const { families } = CatalogueSchema.parse(sampleCatalogue);
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    if ((await countFamilies(tx)) > 0) return 0;
    for (const family of families) {
      const id = await insertFamily(tx, family, SEED_AUTHOR);
      const stored = await findFamily(tx, id);
      if (stored) await insertFamilyLog(tx, stored, SEED_AUTHOR);
    }
    return families.length;
  });
  if (inserted > 0) log.info({ families: inserted }, 'seeded the sample transmission catalogue');
  return inserted;
}
