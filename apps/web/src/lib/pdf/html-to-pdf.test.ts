import { describe, expect, it } from 'vitest';

import { htmlToPdf, htmlToText } from './html-to-pdf';

describe('notes and descriptions for the PDF', () => {
  it('reduces a description to its words, one line per block', () => {
    expect(
      htmlToText('<p>Tough <strong>12-speed</strong></p><ul><li>Fast</li><li>Quiet</li></ul>'),
    ).toBe('Tough 12-speed\nFast\nQuiet');
  });

  it('turns each block of the notes into one element and drops what is not text', () => {
    const blocks = htmlToPdf(
      '<h2>Fleet</h2><p>Keep <em>spares</em><script>alert(1)</script></p><ol><li><p>One</p></li></ol>',
    );
    expect(blocks).toHaveLength(3);
    expect(htmlToPdf('')).toEqual([]);
  });
});
