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
    /** @type {Promise<Buffer>[]} */
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    return {
      files: files.length,
      rawBytes: files.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    };
  } finally {
    await browser.close();
  }
}
