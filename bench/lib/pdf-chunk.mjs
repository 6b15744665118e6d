import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The chunks Download PDF loads on its first press (decisions 061 and 083): the code that starts
 * the worker, the worker's own bundle (react-pdf and the document) and pdfkit.
 */
const PDF_CHUNK = /^(spec-pdf-in-worker|spec-pdf\.worker|pdfkit)-[\w-]+\.js$/;

/** Vite warns about any chunk above this (build.chunkSizeWarningLimit, in kB of raw JavaScript). */
export const CHUNK_WARNING_KB = 500;

/**
 * Reads the built web app's assets: the PDF code's size (raw and gzip level 9, what a compressed
 * transfer costs), and the largest JavaScript chunk, which Vite warns about past 500 kB.
 * @param {string} root
 */
export function measureWebChunks(root) {
  const assets = join(root, 'apps/web/dist/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const pdf = scripts.filter((name) => PDF_CHUNK.test(name));
  if (pdf.length === 0) throw new Error(`no PDF chunk in ${assets}: is the web app built?`);
  const sizes = (/** @type {string[]} */ names) =>
    names.map((name) => {
      const body = readFileSync(join(assets, name));
      return { name, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
    });
  const pdfFiles = sizes(pdf);
  const largest = sizes(scripts).reduce((a, b) => (b.rawBytes > a.rawBytes ? b : a));
  return {
    pdfFiles,
    pdfGzipBytes: pdfFiles.reduce((sum, file) => sum + file.gzipBytes, 0),
    largestChunk: largest,
  };
}
