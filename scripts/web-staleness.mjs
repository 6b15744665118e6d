// Decides whether the web build (apps/web/dist) is older than what it is built from. Its own module so
// scripts/build.mjs and its test (web-staleness.test.mjs) share one list of inputs.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the web build depends on, relative to the repository root. Directories count by their newest
 * file. The package.json files and the lockfile are here because a dependency upgrade changes the
 * bundle without touching a source file: without them an upgrade would keep serving the old build.
 */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  // The web app imports the engine's pure functions (the engineering check) since issue 14.
  'packages/engine/src',
  'packages/engine/package.json',
  'package.json',
  'package-lock.json',
];

/** The file whose age stands for the whole build: Vite writes it last. */
export const WEB_BUILD_OUTPUT = 'apps/web/dist/index.html';

/**
 * Its brotli and gzip copies, which the compression plugin writes after it (decision 067): a build
 * without them (made before the plugin, or stopped half-way) is rebuilt rather than served raw.
 */
export const WEB_BUILD_COMPRESSED_OUTPUTS = [`${WEB_BUILD_OUTPUT}.br`, `${WEB_BUILD_OUTPUT}.gz`];

/**
 * Newest modification time of `path` (a file, or any file below a directory); 0 when it does not exist.
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const time = newest(join(path, entry.name));
    if (time > latest) latest = time;
  }
  return latest;
}

/**
 * True when the web build is missing or any of its inputs changed after it was written.
 * @param {string} root the repository root
 * @returns {boolean}
 */
export function isWebBuildStale(root) {
  const output = join(root, WEB_BUILD_OUTPUT);
  if (!existsSync(output)) return true;
  if (!WEB_BUILD_COMPRESSED_OUTPUTS.every((path) => existsSync(join(root, path)))) return true;
  const builtAt = statSync(output).mtimeMs;
  return WEB_BUILD_INPUTS.some((input) => newest(join(root, input)) > builtAt);
}
