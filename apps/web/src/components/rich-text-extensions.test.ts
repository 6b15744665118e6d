import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';

import { sanitizeHtml } from '../lib/sanitize-html';
import { richTextExtensions } from './rich-text-extensions';

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** True when `a` and `b` build the same DOM (attribute order aside: DOMPurify rewrites it). */
function sameMarkup(a: string, b: string): boolean {
  const [left, right] = [a, b].map((html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  });
  return left !== undefined && right !== undefined && left.isEqualNode(right);
}

/** What the notes and description editors save for `content`. */
function editorHtml(content: string): string {
  const editor = new Editor({ extensions: richTextExtensions(), content });
  editors.push(editor);
  return editor.getHTML();
}

describe('the rich-text editors write only allowed markup', () => {
  it('keeps every toolbar format, and the allowlist keeps all of it', () => {
    const html = editorHtml(
      '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>' +
        '<p>A <strong>bold</strong> and <em>calm</em> line<br>next <a href="https://maker.example">link</a></p>' +
        '<ul><li><p>Bullet</p></li></ul><ol><li><p>Number</p></li></ol>',
    );
    expect(html).toContain('<h1>One</h1>');
    expect(html).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://maker.example">',
    );
    expect(sameMarkup(sanitizeHtml(html), html)).toBe(true);
  });

  it('turns pasted formatting the toolbar cannot make into allowed markup', () => {
    const html = editorHtml(
      '<h5>Five</h5><p><u>u</u><s>s</s><code>c</code></p><blockquote><p>q</p></blockquote>' +
        '<pre><code>block</code></pre><hr><p><a href="javascript:alert(1)">bad</a></p>',
    );
    expect(html).not.toMatch(/<(h5|u|s|code|blockquote|pre|hr)\b/);
    expect(html).not.toContain('javascript');
    expect(sameMarkup(sanitizeHtml(html), html)).toBe(true);
  });
});
