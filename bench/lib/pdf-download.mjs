import { LINEHAUL_ANSWERS } from './survey-answers.mjs';
import { launchChromium } from './processes.mjs';

/**
 * About `length` characters of formatted notes, as a fleet manager might write them.
 * @param {number} length
 */
function longNotes(length) {
  const paragraph =
    '<p>Route review for the <strong>northern linehaul lanes</strong>: grades stay under 6%, ' +
    'cruise at 65 mph, and the <em>winter</em> schedule adds two mountain passes. ' +
    'Check axle ratio against the fuel economy target before ordering.</p>' +
    '<ul><li>Spare PTO before winter</li><li>Driver feedback after 30 days</li></ul>';
  return paragraph.repeat(Math.max(1, Math.round(length / paragraph.length)));
}

/**
 * The time from clicking Download PDF on a saved spec's page to the finished file, in Debian's
 * chromium against the built server, for a spec holding about `notesLength` characters of notes.
 * "cold" is the first click on a freshly loaded page (it also fetches the lazily loaded PDF code);
 * "warm" clicks follow on the same page. The last PDF is saved to `savePath` for a look.
 * @param {{ origin: string, email: string, password: string, notesLength: number, warmRuns: number, savePath: string }} options
 */
export async function measurePdfDownload({
  origin,
  email,
  password,
  notesLength,
  warmRuns,
  savePath,
}) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: origin, acceptDownloads: true });
    const request = context.request;
    await request.get('/api/config');
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrf-token')?.value;
    if (!csrf) throw new Error('no csrf-token cookie');
    const signedIn = await request.post('/api/security/token', {
      headers: { 'X-CSRF-Token': csrf },
      data: { user: email, password },
    });
    if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
    // Signing in hands out a new CSRF token (decision 020).
    const token = (await context.cookies()).find((cookie) => cookie.name === 'csrf-token')?.value;
    if (!token) throw new Error('no csrf-token cookie after sign-in');
    const headers = { 'X-CSRF-Token': token };
    const survey = await request.post('/api/survey', { headers, data: LINEHAUL_ANSWERS });
    const recommendation = /** @type {{ topChoice: unknown, runnerUp: unknown }} */ (
      await survey.json()
    );
    const notes = longNotes(notesLength);
    const created = await request.post('/api/surveyresult', {
      headers,
      data: {
        title: 'Northern linehaul fleet',
        notes,
        result: JSON.stringify({
          topChoice: recommendation.topChoice,
          runnerUp: recommendation.runnerUp,
        }),
        survey: JSON.stringify(LINEHAUL_ANSWERS),
        version: '1.0',
      },
    });
    if (created.status() !== 201) throw new Error(`saving the spec answered ${created.status()}`);
    const { id } = /** @type {{ id: string }} */ (await created.json());

    const page = await context.newPage();
    await page.goto(`/spec/${id}`);
    const button = page.getByRole('button', { name: 'Download PDF' });
    await button.waitFor({ state: 'visible', timeout: 60_000 });

    const timeOne = async () => {
      const started = performance.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        button.click(),
      ]);
      await download.saveAs(savePath);
      return Math.round(performance.now() - started);
    };
    const coldMs = await timeOne();
    /** @type {number[]} */
    const warm = [];
    for (let run = 0; run < warmRuns; run += 1) warm.push(await timeOne());
    warm.sort((a, b) => a - b);
    return {
      notesCharacters: notes.length,
      coldMs,
      warmMedianMs: warm[Math.floor(warm.length / 2)] ?? null,
      warmRuns: warm.length,
      savedTo: savePath,
    };
  } finally {
    await browser.close();
  }
}
