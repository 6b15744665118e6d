import { expect, test, type Page } from '@playwright/test';
import { PDF_MESSAGES } from '@transmission-spec/domain';

import { pdfText, recommendation, seedSpec, signedInUser } from '../fixtures/specs';
import { WORST_CASE_LAST_PARAGRAPH, worstCaseNotes } from '../fixtures/worst-case-notes';

/**
 * Issue 24, item 7: notes in the shapes that cost react-pdf's layout the most once froze the tab
 * for as long as the layout ran (about 40 s for these 20,000 characters), with no way to stop it.
 * Now the PDF is made in a Web Worker under a time limit, with a plain-text fallback (decision
 * 083): the user gets the file (or a message) within 10 s and the page answers all along.
 */

test.describe.configure({ timeout: 180_000 });

/** The limit issue 24 sets from the click to the file or the message. */
const WITHIN_MS = 10_000;
/**
 * The longest the page's main thread may be busy at a stretch while the PDF is made. A frozen tab
 * stalls for the whole layout; a page that hands the work to a worker stalls for no more than a
 * parse of the notes and the odd long task, which a machine shared with other work can stretch.
 */
const LONGEST_STALL_MS = 2_000;
/** Tries at most: each figure is the best of them, since a busy 2-core machine can slow one. */
const TRIES = 3;

/** Starts measuring, in the page, the longest gap between timer ticks 50 ms apart. */
async function watchStalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = window as unknown as { longestStall: number; stallTimer?: number };
    window.clearInterval(probe.stallTimer);
    probe.longestStall = 0;
    let last = performance.now();
    probe.stallTimer = window.setInterval(() => {
      const now = performance.now();
      probe.longestStall = Math.max(probe.longestStall, now - last);
      last = now;
    }, 50);
  });
}

async function longestStall(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { longestStall: number }).longestStall);
}

test('a 20,000-character worst-case spec gives its PDF within 10 s, the page answering meanwhile', async ({
  page,
  request,
}) => {
  await signedInUser(page, request);
  const notes = worstCaseNotes(20_000);
  expect(notes.length).toBeGreaterThan(19_900);
  const id = await seedSpec(page, await recommendation(page), 'Worst-case notes', notes);
  await page.goto(`/spec/${id}`);
  await expect(page.getByRole('heading', { name: 'Worst-case notes', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const button = page.getByRole('button', { name: 'Download PDF' });
  const title = page.getByRole('textbox', { name: 'Spec Name' });
  const notice = page.getByRole('alert').filter({ hasText: PDF_MESSAGES.notesAsPlainText });

  const tries: { ms: number; stallMs: number; path: string }[] = [];
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await expect(button).toBeEnabled();
    await watchStalls(page);
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    const started = Date.now();
    await button.click();
    // The page takes typing while the PDF is being made: the button is still busy afterwards.
    // On a frozen tab the typing itself waits for the layout, and this times out.
    const typed = `Worst-case notes ${attempt}`;
    await title.fill(typed, { timeout: 5_000 });
    await expect(title).toHaveValue(typed, { timeout: 1_000 });
    await expect(button).toBeDisabled();
    // The user is told honestly that the notes print without their formatting (any other
    // message, that no PDF came, fails here with its text).
    await expect(page.getByRole('alert')).toHaveText(PDF_MESSAGES.notesAsPlainText, {
      timeout: 120_000,
    });
    const download = await downloading;
    const ms = Date.now() - started;
    const path = test.info().outputPath(`worst-case-${attempt}.pdf`);
    await download.saveAs(path);
    const stallMs = await longestStall(page);
    tries.push({ ms, stallMs, path });
    await expect(notice).toBeHidden({ timeout: 15_000 });
    if (ms <= WITHIN_MS && stallMs < LONGEST_STALL_MS) break;
  }
  test.info().annotations.push({
    type: 'timings',
    description: tries
      .map((t) => `${t.ms} ms, longest stall ${Math.round(t.stallMs)} ms`)
      .join('; '),
  });
  expect(Math.min(...tries.map((t) => t.ms))).toBeLessThanOrEqual(WITHIN_MS);
  expect(Math.min(...tries.map((t) => t.stallMs))).toBeLessThan(LONGEST_STALL_MS);

  // Every word of the notes is in the file, each page numbered, and the file says how they print.
  const last = tries.at(-1);
  if (last === undefined) throw new Error('no try');
  const text = pdfText(last.path);
  if (text === null) return;
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(PDF_MESSAGES.notesAsPlainText);
  expect(flat).toContain('Lane 200');
  expect(flat).toContain('Level 30');
  expect(flat).toContain(WORST_CASE_LAST_PARAGRAPH);
  expect(flat).toContain('Your Responses');
  const pages = text.split('\f').slice(0, -1);
  pages.forEach((pageText, index) => {
    expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`);
  });
});
