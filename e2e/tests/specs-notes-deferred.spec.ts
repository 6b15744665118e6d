import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { recommendation, seedSpec, signedInUser } from '../fixtures/specs';

/**
 * The saved spec page loads the notes editor (Tiptap, its largest chunk) only when the user goes
 * to edit the notes, and what is typed before it arrives is kept (issue 29 item 5).
 */

test.describe.configure({ timeout: 120_000 });

test('a saved spec loads no editor until the notes are edited, and keeps what is typed at once', async ({
  page,
  request,
}) => {
  await signedInUser(page, request);
  const id = await seedSpec(page, await recommendation(page), 'Depot plan', '<p>Brochure</p>');

  let interacted = false;
  const editorRequests: { url: string; beforeInteraction: boolean }[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/rich-text-editor-[^/]*\.js$/.test(sent.url())) {
      editorRequests.push({ url: sent.url(), beforeInteraction: !interacted });
    }
  });

  await page.goto(`/spec/${id}`);
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await expect(notes).toContainText('Brochure', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(editorRequests).toEqual([]);
  await expect(page.getByRole('toolbar', { name: 'Notes formatting' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Typed at once, while the editor's code is still on its way: every character arrives. The
  // click is below the text, so the caret goes to its end, as it would in the editor.
  const box = await notes.boundingBox();
  if (box === null) throw new Error('the notes have no box');
  // The label, toolbar and text, to compare the stand-in with the editor by eye.
  const clip = { x: box.x - 16, y: box.y - 90, width: box.width + 32, height: box.height + 106 };
  await page.screenshot({ path: 'e2e/artifacts/saved-spec-notes-stand-in.png', clip });
  interacted = true;
  await notes.click({ position: { x: box.width - 10, y: box.height - 10 } });
  await page.keyboard.type(' at the depot');
  await expect(page.getByRole('toolbar', { name: 'Notes formatting' })).toBeVisible();
  await expect(notes).toBeFocused();
  await expect(notes).toHaveText('Brochure at the depot');
  // The editor took the stand-in's place and size: nothing on the page moved.
  const swapped = await notes.boundingBox();
  expect(swapped?.y).toBeCloseTo(box.y, 0);
  expect(swapped?.height).toBeCloseTo(box.height, 0);
  expect(swapped?.width).toBeCloseTo(box.width, 0);
  await page.screenshot({ path: 'e2e/artifacts/saved-spec-notes-editor.png', clip });
  expect(editorRequests.length).toBeGreaterThan(0);
  expect(editorRequests.every((sent) => !sent.beforeInteraction)).toBe(true);

  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveText('Brochure at the depot', {
    timeout: 30_000,
  });
});
