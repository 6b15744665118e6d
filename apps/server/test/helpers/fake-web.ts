import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for apps/web/dist: an index.html and one content-hashed asset, as Vite emits them. */
export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Transmission Spec</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-4f2a9c1b.js"></script></body></html>';
export const FAKE_ASSET_PATH = '/assets/index-4f2a9c1b.js';
export const FAKE_ASSET_BODY = 'console.log("app");\n';

/** Files beside and inside the dist that must never be served, to prove traversal and dotfiles fail. */
export const OUTSIDE_SECRET = 'secret-outside-the-web-app';
export const DOTFILE_SECRET = 'secret-in-a-dotfile';

/** Returns `<tmp>/dist`; `<tmp>/secret.txt` sits beside it. Remove the parent to clean up. */
export async function createFakeWebDist(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ts-web-'));
  const dir = join(root, 'dist');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(root, 'secret.txt'), OUTSIDE_SECRET);
  await writeFile(join(dir, '.env'), DOTFILE_SECRET);
  await writeFile(join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeFile(join(dir, FAKE_ASSET_PATH), FAKE_ASSET_BODY);
  return dir;
}
