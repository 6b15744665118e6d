import { ConfigError, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { StartupError } from '../errors/startup-error.js';
import { createInsightsService } from '../modules/insights/insights.service.js';
import { cliLogger } from './cli-logger.js';

/**
 * `npm run insights:backfill`: counts the survey events stored before the Insights' daily rollup
 * existed (issue 28, decision 100) into it, on the database the server is configured with. Safe
 * to run again and beside running servers: each event is counted once, in the statement that
 * marks it counted. On the embedded database the server must be stopped (DATA_DIR's lock).
 * Exit codes: 0 done, 1 failed.
 */

const out = (line: string) => process.stdout.write(`${line}\n`);

async function backfill(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config, cliLogger());
  try {
    const service = createInsightsService({
      db: database.db,
      retentionDays: config.surveyEventRetentionDays,
    });
    const started = performance.now();
    const events = await service.backfill();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    out(
      `Counted ${events.toLocaleString('en-US')} survey events into the daily rollup in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

try {
  await backfill();
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof StartupError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
