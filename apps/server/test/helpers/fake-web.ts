import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for apps/web/dist: an index.html and one content-hashed asset, as Vite emits them. */
export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Transmission Spec</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-4f2a9c1b.js"></script></body></html>';
export const FAKE_ASSET_PATH = '/assets/index-4f2a9c1b.js';
export const FAKE_ASSET_BODY = 'console.log("app");\n';

export async function createFakeWebDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ts-web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(join(dir, FAKE_ASSET_PATH), FAKE_ASSET_BODY);
  return dir;
}
