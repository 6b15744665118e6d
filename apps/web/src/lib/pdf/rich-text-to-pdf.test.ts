import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { pdfRichTextFromHtml } from './pdf-rich-text-from-html';
import { richTextToPdf } from './rich-text-to-pdf';

/** Sanitized HTML as the PDF prints it: parsed on the page, turned into react-pdf in the worker. */
function htmlToPdf(html: string): ReactNode[] {
  return richTextToPdf(pdfRichTextFromHtml(html));
}

interface ElementProps {
  readonly style?: Record<string, unknown>;
  readonly children?: ReactNode;
}

/** Every text a react-pdf element tree prints, in order. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<ElementProps>(node)) return textOf(node.props.children);
  return '';
}

function asElement(node: ReactNode): ReactElement<ElementProps> {
  if (!isValidElement<ElementProps>(node)) throw new Error('not an element');
  return node;
}

describe('notes and descriptions for the PDF', () => {
  it("renders a description's list as bullets, one item a line, not run-together text", () => {
    const blocks = htmlToPdf(
      '<p>Tough <strong>12-speed</strong></p><ul><li>Fast</li><li>Quiet</li></ul>',
    );
    expect(blocks).toHaveLength(2);
    const list = asElement(blocks[1]);
    const items = list.props.children as ReactNode[];
    expect(items.map(textOf)).toEqual(['•Fast', '•Quiet']);
    expect(textOf(blocks[0])).toBe('Tough 12-speed');
  });

  it('gives a heading room after it and a line height fit for its size', () => {
    const [heading] = htmlToPdf('<h2>Fleet</h2><p>Next line</p>');
    // One text element carries the heading's room and its type.
    const block = asElement(heading);
    expect(block.props.style?.marginBottom).toBeGreaterThanOrEqual(8);
    expect(block.props.style).toMatchObject({ fontSize: 17, lineHeight: 1.25 });
  });

  it('turns each block of the notes into one element and drops what is not text', () => {
    const blocks = htmlToPdf(
      '<h2>Fleet</h2><p>Keep <em>spares</em><script>alert(1)</script></p><ol><li><p>One</p></li></ol>',
    );
    expect(blocks).toHaveLength(3);
    expect(htmlToPdf('')).toEqual([]);
  });
});
