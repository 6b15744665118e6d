// `node --test scripts/web-staleness.test.mjs` (run by .ci/run). Builds a miniature repository in a temporary folder, with
// copies of build.mjs and web-staleness.mjs in its scripts/, and asks `build.mjs --check-web` there, so
// the real checkout's files and build are never touched.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
  WEB_BUILD_COMPRESSED_OUTPUTS,
  WEB_BUILD_INPUTS,
  WEB_BUILD_OUTPUT,
} from './web-staleness.mjs';

const scripts = dirname(fileURLToPath(import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'web-staleness-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** One minute ago: old enough that a file written "now" is plainly newer. */
const past = new Date(Date.now() - 60_000);
const builtAt = new Date(Date.now() - 30_000);

/**
 * Writes `path` (relative to the miniature root) and dates it.
 * @param {string} path
 * @param {Date} time
 */
function writeAt(path, time) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '{}\n');
  utimesSync(file, time, time);
}

/** @returns {string} what `build.mjs --check-web` prints in the miniature repository */
function checkWeb() {
  return execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--check-web'], {
    encoding: 'utf8',
  }).trim();
}

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'scripts'), { recursive: true });
  for (const name of ['build.mjs', 'web-staleness.mjs']) {
    copyFileSync(join(scripts, name), join(root, 'scripts', name));
  }
  // Every input exists and is older than the build; directories get one file each.
  for (const input of WEB_BUILD_INPUTS) {
    writeAt(/\.[a-z]+$/.test(input) ? input : `${input}/index.ts`, past);
  }
  writeAt(WEB_BUILD_OUTPUT, builtAt);
  for (const output of WEB_BUILD_COMPRESSED_OUTPUTS) writeAt(output, builtAt);
});

test('a build newer than every input is fresh', () => {
  assert.equal(checkWeb(), 'fresh');
});

test('a missing build is stale', () => {
  rmSync(join(root, WEB_BUILD_OUTPUT));
  assert.equal(checkWeb(), 'stale');
});

for (const output of WEB_BUILD_COMPRESSED_OUTPUTS) {
  test(`a build without ${output} (no compressed copies) is stale`, () => {
    rmSync(join(root, output));
    assert.equal(checkWeb(), 'stale');
  });
}

test('a source file changed after the build makes it stale', () => {
  writeAt('apps/web/src/features/new.tsx', new Date());
  assert.equal(checkWeb(), 'stale');
});

// A dependency upgrade touches only these: the bundle changes, so the build must too.
for (const file of [
  'package-lock.json',
  'package.json',
  'apps/web/package.json',
  'packages/domain/package.json',
  'packages/engine/package.json',
]) {
  test(`touching ${file} after the build makes it stale`, () => {
    writeAt(file, new Date());
    assert.equal(checkWeb(), 'stale');
  });
}

test('an engine source file changed after the build makes it stale (the web app imports it)', () => {
  writeAt('packages/engine/src/engineering/new.ts', new Date());
  assert.equal(checkWeb(), 'stale');
});

test('files under node_modules and dist do not count as sources', () => {
  writeAt('apps/web/src/node_modules/x/index.js', new Date());
  writeAt('packages/domain/src/dist/index.js', new Date());
  assert.equal(checkWeb(), 'fresh');
});
