// Starts the built server for the journeys on a brand-new embedded database, so every run begins
// from a first start (migrations and the sample catalogue seed included).
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// One folder per port, so runs on different ports never delete each other's database.
const dataDir = fileURLToPath(
  new URL(`./artifacts/data-${process.env.PORT ?? 'default'}`, import.meta.url),
);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../apps/server/dist/server.js');
