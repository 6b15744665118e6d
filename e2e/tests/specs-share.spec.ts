import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { createAccount, signInFromHeader } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { pdfText, recommendation, seedSpec } from '../fixtures/specs';

/**
 * A saved spec's read-only link end to end (issue 14, point 5): the owner makes the link on the
 * spec page, someone signed out opens it in a browser of their own and reads the result, the why,
 * the engineering check and the notes (and nothing else of the account), prints it and downloads
 * its PDF; the owner makes a new link, which ends the old one, then stops sharing, which ends the
 * new one: the page says it is no longer shared and the API answers 404.
 */

const SHOTS = process.env.UI_SHOTS_DIR;

test.describe.configure({ timeout: SHOTS === undefined ? 180_000 : 360_000 });

const TITLE = 'Linehaul fleet 2027';
const NOTES = '<p>Check the <strong>PTO mounting</strong> before the winter order.</p>';
/** Where a forged card's links would point; no page may link there. */
const FOREIGN_HOST = 'evil.example';
/** Another spec of the same account, which the shared page must never show. */
const OTHER_TITLE = 'Private quarry bid';

/** Full-page screenshots at 1280 and 390 wide; only taken when a folder is given. */
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A PDF's text on one line (pdftotext), or null where poppler-utils is missing outside CI. */
function flatText(path: string): string | null {
  const text = pdfText(path);
  if (text === null) return null;
  return text.replace(/\s+/g, ' ');
}

/** A PDF's pages as PNGs beside the screenshots; only when a folder is given. */
function pagesToLookAt(path: string, name: string): void {
  if (SHOTS === undefined || !existsSync('/usr/bin/pdftoppm')) return;
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '80', path, `${SHOTS}/${name}`]);
}

function shareSection(page: Page) {
  return page.getByRole('region', { name: 'Share this spec' });
}

/** Answers the spec page's confirmation dialog with its confirming button. */
async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The link the share panel shows right after it is made. */
async function linkShown(page: Page): Promise<string> {
  const field = shareSection(page).getByRole('textbox', { name: 'Share link' });
  await expect(field).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  return field.inputValue();
}

/** A signed-out reader: a browser context of their own, with no cookie of the owner's. */
async function signedOutReader(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** What GET /api/shared/{token} answers for the link, from the reader's browser. */
async function apiStatusOf(reader: Page, link: string): Promise<number> {
  const token = new URL(link).pathname.replace('/shared/', '');
  return (await reader.request.get(new URL(`/api/shared/${token}`, link).href)).status();
}

async function expectNotShared(reader: Page, link: string): Promise<void> {
  await reader.goto(link);
  await expect(
    reader.getByRole('heading', { level: 1, name: 'This link is no longer shared' }),
  ).toBeVisible();
  await expect(reader.getByRole('heading', { name: TITLE })).toHaveCount(0);
  await expect(reader.getByRole('article')).toHaveCount(0);
  expect(await apiStatusOf(reader, link)).toBe(404);
}

test('a shared spec opens signed out, prints, downloads, and stops working when replaced or revoked', async ({
  page,
  request,
  browser,
}) => {
  const account = await createAccount(request);
  await page.goto('/');
  await signInFromHeader(page, account.email, account.password);
  const result = await recommendation(page);
  // The owner's copy of the result claims other text and links: what anyone sees is the
  // catalogue's (decision 082), so the shared card's links must be the survey's own.
  const catalogue = JSON.parse(result) as { topChoice: { learnMoreUrl: string } };
  const forged = JSON.stringify({
    ...(JSON.parse(result) as object),
    topChoice: {
      ...catalogue.topChoice,
      learnMoreUrl: `https://${FOREIGN_HOST}/learn-more`,
      description: `<p><a href="https://${FOREIGN_HOST}/">Official site</a></p>`,
    },
  });
  const id = await seedSpec(page, forged, TITLE, NOTES);
  await seedSpec(page, result, OTHER_TITLE, '<p>Not for the dealer.</p>');

  // The owner makes the link on the spec page.
  await page.goto(`/spec/${id}`);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const share = shareSection(page);
  await expect(share).toContainText('Make a read-only link to this spec.');
  await expectNoSeriousA11yViolations(page);
  await share.getByRole('button', { name: 'Create share link' }).click();
  const firstLink = await linkShown(page);
  expect(new URL(firstLink).origin).toBe(new URL(page.url()).origin);
  await expect(share).toContainText('it is shown only once');
  await expect(share.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await share.scrollIntoViewIfNeeded();
  await shot(page, 'spec-share-panel');

  // Someone signed out opens it: the result, the why, the check and the notes.
  const reader = await signedOutReader(browser);
  await reader.goto(firstLink);
  await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({
    timeout: 30_000,
  });
  await expect(reader.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(reader.getByText('Shared transmission spec · read-only')).toBeVisible();
  const top = reader.getByRole('article', { name: 'Top match: Endurant HD' });
  await expect(top.getByRole('definition').first()).toHaveText('EEO-16F112C');
  await expect(top.getByRole('region', { name: 'Why this transmission' })).toContainText(
    'Model EEO-16F112C is rated',
  );
  await expect(
    reader
      .getByRole('article', { name: 'Runner-up: Fuller Advantage' })
      .getByRole('region', { name: 'Why this transmission' }),
  ).toContainText('Second to Endurant HD');
  // 65 mph x 2.50 x 0.77 x 511 / 60 = 1,065.6 rpm at the low end, on the default tire.
  await expect(
    reader
      .getByRole('table', { name: /^Endurant HD EEO-16F112C/ })
      .getByRole('row', { name: /^Engine speed at cruise/ })
      .getByRole('cell')
      .first(),
  ).toContainText('1,066 rpm');
  await expect(top.getByRole('link', { name: /^Learn more/ })).toHaveAttribute(
    'href',
    catalogue.topChoice.learnMoreUrl,
  );
  await expect(reader.locator(`a[href*="${FOREIGN_HOST}"]`)).toHaveCount(0);
  await expect(reader.getByText('Official site')).toHaveCount(0);
  const notes = reader.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('Check the PTO mounting before the winter order.');
  await expect(notes.locator('strong')).toHaveText('PTO mounting');

  // Nothing else of the account: no address, no name, no other spec, nothing to edit.
  const page_ = reader.locator('body');
  for (const secret of [account.email, 'Pat Driver', 'E2E Haulage', OTHER_TITLE]) {
    await expect(page_).not.toContainText(secret);
  }
  await expect(reader.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(reader.getByRole('region', { name: 'Share this spec' })).toHaveCount(0);
  const answer = await reader.request.get(
    new URL(`/api/shared/${new URL(firstLink).pathname.replace('/shared/', '')}`, firstLink).href,
  );
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
  const body = await answer.text();
  for (const secret of [account.email, 'Pat', OTHER_TITLE, `"${id}"`]) {
    expect(body).not.toContain(secret);
  }
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual([
    'createdAtUTC',
    'lastEditedUTC',
    'notes',
    'result',
    'survey',
    'title',
    'version',
  ]);
  await expectNoSeriousA11yViolations(reader);
  await shot(reader, 'shared-signed-out');

  // Printed: the spec alone, without the site's header or the page's buttons.
  await reader.emulateMedia({ media: 'print' });
  await expect(reader.getByRole('banner')).toBeHidden();
  await expect(reader.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(top.getByRole('region', { name: 'Why this transmission' })).toBeVisible();
  await shot(reader, 'shared-printed');
  // What the printer gets (Chromium's own print to PDF on Letter paper): the spec, opened up,
  // without the site around it.
  const printout = test.info().outputPath('shared-printout.pdf');
  await reader.pdf({ path: printout, format: 'Letter' });
  await reader.emulateMedia({ media: 'screen' });
  const printed = flatText(printout);
  if (printed !== null) {
    expect(printed).toContain(TITLE);
    expect(printed).toContain('Model EEO-16F112C is rated');
    expect(printed).toContain('Engineering check: Endurant HD');
    expect(printed).toContain('rpm = cruise mph × axle ratio');
    expect(printed).toMatch(/Top gear ratio.*0\.77.*0\.80/);
    expect(printed).toContain('Check the PTO mounting before the winter order.');
    for (const chrome of ['Download PDF', 'Create Account', 'Privacy Policy']) {
      expect(printed).not.toContain(chrome);
    }
  }
  pagesToLookAt(printout, 'shared-printout');

  // Its PDF carries the title, the why and the notes.
  const downloading = reader.waitForEvent('download');
  await reader.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('transmission-spec.pdf');
  const pdf = await download.path();
  const text = flatText(pdf);
  if (text !== null) {
    expect(text).toContain(TITLE);
    expect(text).toContain('Why this transmission');
    expect(text).toContain('Model EEO-16F112C is rated');
    expect(text).toContain('Tire 295/75R22.5, 511 revolutions per mile');
    expect(text).toContain('Check the PTO mounting before the winter order.');
    expect(text).not.toContain(account.email);
  }
  pagesToLookAt(pdf, 'shared-pdf');

  // The owner comes back: the spec is shared, the link is not shown again; a new link replaces it.
  await page.reload();
  await expect(share).toContainText('Shared since', { timeout: 30_000 });
  await expect(share).toContainText('If you no longer have it, make a new link');
  await expect(share.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'spec-share-shared-since');
  await share.getByRole('button', { name: 'Make a new link' }).click();
  await confirm(page, 'Make a new link?', 'Make a new link');
  const secondLink = await linkShown(page);
  expect(secondLink).not.toBe(firstLink);

  // The old link has stopped working, the new one works.
  await expectNotShared(reader, firstLink);
  await expectNoSeriousA11yViolations(reader);
  await shot(reader, 'shared-not-shared');
  await reader.goto(secondLink);
  await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({
    timeout: 30_000,
  });

  // Stop sharing: the new link ends too, and the panel offers to make one again.
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await confirm(page, 'Stop sharing?', 'Stop sharing');
  await expect(page.getByText('This spec is no longer shared.')).toBeVisible();
  await expect(share.getByRole('button', { name: 'Create share link' })).toBeVisible();
  await expect(share.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNotShared(reader, secondLink);

  await reader.context().close();
});
