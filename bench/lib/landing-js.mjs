import { gzipSync } from 'node:zlib';
import { launchChromium } from './processes.mjs';

/**
 * Loads the landing page in Debian's chromium and sums the JavaScript it fetched, raw and gzipped
 * (gzip level 9 of each file, which is what a compressing proxy or CDN would send).
 * @param {string} url
 */
export async function measureLandingJs(url) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    /** @type {Promise<{ name: string, raw: number, gzip: number }>[]} */
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const name = new URL(response.url()).pathname.split('/').at(-1) ?? '';
      bodies.push(
        response
          .body()
          .then((body) => ({ name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    return {
      files: files.length,
      rawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      /** The four heaviest files, gzip bytes first: where the weight is. */
      largest: files.sort((a, b) => b.gzip - a.gzip).slice(0, 4),
    };
  } finally {
    await browser.close();
  }
}
