import { describe, expect, it } from 'vitest';

import { pdfTestData } from './fake-pdf-worker';
import { FORMATTED_BLOCKS_MAX, makeSpecPdf, type RenderSpecPdf } from './make-spec-pdf';
import type { SpecPdfData } from './spec-pdf-data';

/** Notes of one list holding `items` one-word items: items + 1 blocks. */
function dataWithListItems(items: number): SpecPdfData {
  return pdfTestData(`<ul>${'<li>Lane</li>'.repeat(items)}</ul>`);
}

/** A render that lays every input out at once, noting the kind of notes of each try. */
function recordingRender(tries: string[]): RenderSpecPdf {
  return (input) => {
    tries.push(input.notes.kind);
    return Promise.resolve({ kind: 'done', blob: new Blob(['%PDF']) });
  };
}

describe('makeSpecPdf', () => {
  it('tries the formatted PDF first for notes of up to FORMATTED_BLOCKS_MAX blocks', async () => {
    const tries: string[] = [];
    const outcome = await makeSpecPdf(
      dataWithListItems(FORMATTED_BLOCKS_MAX - 1),
      recordingRender(tries),
    );
    expect(tries).toEqual(['formatted']);
    expect(outcome.kind).toBe('formatted');
  });

  it('goes straight to the plain PDF for notes of more blocks, which never laid out in time', async () => {
    const tries: string[] = [];
    const outcome = await makeSpecPdf(
      dataWithListItems(FORMATTED_BLOCKS_MAX),
      recordingRender(tries),
    );
    expect(tries).toEqual(['plainText']);
    expect(outcome.kind).toBe('plainText');
  });
});
