import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pageDocumentPath } from '@transmission-spec/domain';

/** A stand-in for apps/web/dist: an index.html and one content-hashed asset, as Vite emits them. */
export const FAKE_INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Transmission Spec</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-4f2a9c1b.js"></script></body></html>';
export const FAKE_ASSET_PATH = '/assets/index-4f2a9c1b.js';
/** The survey page's own copy of index.html, with its code preloaded, as the build writes it. */
export const FAKE_SURVEY_HTML = FAKE_INDEX_HTML.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/survey-9d8e7f6a.js"></head>',
);
export const FAKE_ASSET_BODY = 'console.log("app");\n';
export const FAKE_UNCOMPRESSED_PATH = '/assets/tiny-0a1b2c3d.js';
export const FAKE_UNCOMPRESSED_BODY = 'export{};\n';

/** Files beside and inside the dist that must never be served, to prove traversal and dotfiles fail. */
export const OUTSIDE_SECRET = 'secret-outside-the-web-app';
export const DOTFILE_SECRET = 'secret-in-a-dotfile';

/** Writes `body` to `file` with its brotli and gzip copies beside it, as the web build does. */
async function writeWithCompressedCopies(file: string, body: string): Promise<void> {
  await writeFile(file, body);
  await writeFile(`${file}.br`, brotliCompressSync(body));
  await writeFile(`${file}.gz`, gzipSync(body));
}

/** Returns `<tmp>/dist`; `<tmp>/secret.txt` sits beside it. Remove the parent to clean up. */
export async function createFakeWebDist(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ts-web-'));
  const dir = join(root, 'dist');
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(root, 'secret.txt'), OUTSIDE_SECRET);
  await writeFile(join(dir, '.env'), DOTFILE_SECRET);
  await writeWithCompressedCopies(join(dir, 'index.html'), FAKE_INDEX_HTML);
  await writeWithCompressedCopies(join(dir, FAKE_ASSET_PATH), FAKE_ASSET_BODY);
  // Only the survey has a page document here: every other page falls back to index.html.
  await mkdir(join(dir, 'pages'));
  await writeWithCompressedCopies(join(dir, pageDocumentPath('/survey')), FAKE_SURVEY_HTML);
  // A file the build left uncompressed (its copies would have been no smaller).
  await writeFile(join(dir, FAKE_UNCOMPRESSED_PATH), FAKE_UNCOMPRESSED_BODY);
  return dir;
}
