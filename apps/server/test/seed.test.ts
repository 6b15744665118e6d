import { performance } from 'node:perf_hooks';
import {
  TransmissionFamilyInputSchema,
  TransmissionFamilySchema,
  type TransmissionFamilyInput,
} from '@transmission-spec/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  transmissionFamilies,
  transmissionLogs,
  transmissionModels,
  transmissionSupportLevels,
} from '../src/db/schema/index.js';
import sampleCatalogue from '@transmission-spec/domain/sample-catalogue.json' with { type: 'json' };
import { listFamilies } from '../src/modules/transmission/transmission-family.repository.js';
import { describeEachDatabase } from './helpers/test-app.js';

const catalogue = (sampleCatalogue.families as unknown[]).map((family): TransmissionFamilyInput =>
  TransmissionFamilyInputSchema.parse(family),
);
const modelCount = catalogue.reduce((total, family) => total + family.modelTorques.length, 0);

async function rowCounts(app: FastifyInstance) {
  const total = async (
    table: typeof transmissionFamilies | typeof transmissionModels | typeof transmissionLogs,
  ) => {
    const [row] = await app.db.select({ total: count() }).from(table);
    return row?.total ?? 0;
  };
  return {
    families: await total(transmissionFamilies),
    models: await total(transmissionModels),
    logs: await total(transmissionLogs),
  };
}

describeEachDatabase(
  'seeding the sample catalogue',
  (context) => {
    it('fills an empty database with the eight sample families, their models and support levels', async () => {
      const started = performance.now();
      const app = await context.build();
      const elapsed = Math.round(performance.now() - started);
      // Not asserted (machines differ); printed so start-up cost stays visible in test output.
      console.info(`buildApp on an empty ${context.kind} database took ${elapsed} ms`);

      expect(await rowCounts(app)).toEqual({ families: 8, models: modelCount, logs: 8 });
      const [support] = await app.db.select({ total: count() }).from(transmissionSupportLevels);
      expect(support?.total).toBeGreaterThan(8 * 30);
    });

    it('does not seed again on the next start', async () => {
      const started = performance.now();
      const app = await context.build();
      console.info(
        `buildApp on a seeded ${context.kind} database took ${Math.round(performance.now() - started)} ms`,
      );
      expect(await rowCounts(app)).toEqual({ families: 8, models: modelCount, logs: 8 });
    });

    it('reads the families back in the domain shape, in rank order, as they were seeded', async () => {
      const app = await context.build();
      const families = await listFamilies(app.db);
      expect(families.map((family) => family.name)).toEqual(catalogue.map((family) => family.name));
      families.forEach((family, index) => {
        expect(() => TransmissionFamilySchema.parse(family)).not.toThrow();
        const source = catalogue[index];
        expect(family).toMatchObject({
          rank: index + 1,
          isDeleted: false,
          image: null,
          maxSupportedGcw: source?.maxSupportedGcw,
          performanceGoalPoints: source?.performanceGoalPoints,
          axleRatioThresholds: source?.axleRatioThresholds,
          supportedApplications: source?.supportedApplications,
          supportedEngineMakes: source?.supportedEngineMakes,
          gearRatios: source?.gearRatios,
        });
        // Every sample family comes with its ratios (issue 14), for the engineering check.
        expect(family.gearRatios?.forward.length).toBeGreaterThanOrEqual(10);
        expect(family.modelTorques.map(({ name, maxTorque }) => ({ name, maxTorque }))).toEqual(
          source?.modelTorques.map(({ name, maxTorque }) => ({ name, maxTorque })),
        );
      });
    });

    describe('several instances starting at once', () => {
      it('seeds once when two apps start together on an empty database', async () => {
        const env = await context.freshDatabase();
        const [first, second] = await Promise.all([context.build(env), context.build(env)]);
        expect(await rowCounts(first)).toEqual({ families: 8, models: modelCount, logs: 8 });
        expect(await rowCounts(second)).toEqual({ families: 8, models: modelCount, logs: 8 });
      });
    });
  },
  { emptyDataDir: true },
);
