import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_HREF_PATTERN,
  RICH_TEXT_TAGS,
  type RichTextTag,
} from '@transmission-spec/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isHttpUrl, isSafeImageSrc, sanitizeHtml } from './sanitize-html';

describe('Rich text sanitizing', () => {
  it('keeps basic formatting and lists', () => {
    const html = '<p>A <strong>bold</strong> and <em>calm</em> text</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, images, styles and frames', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('opens links in a new tab without the opener and drops javascript: links', () => {
    expect(sanitizeHtml('<a href="https://maker.example" target="_self">Maker</a>')).toBe(
      '<a href="https://maker.example" target="_blank" rel="noopener noreferrer">Maker</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">Bad</a>')).not.toContain('javascript');
  });

  it('accepts only http(s) links and raster data images from the server', () => {
    expect(isHttpUrl('https://maker.example/x')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isSafeImageSrc('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml;base64,AAAA')).toBe(false);
  });
});

describe('Rich text sanitizing uses domain’s allowlist, as the server does', () => {
  it('keeps headings 1 to 4, so a saved Heading 1 keeps its formatting', () => {
    const html = '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps what the editors write, links included', () => {
    const html =
      '<p>A <strong>b</strong> <em>i</em><br>x</p><ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>' +
      '<p><a href="mailto:a@b.example" target="_blank" rel="noopener noreferrer">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns links without an allowed scheme into their text, balanced', () => {
    expect(sanitizeHtml('<a href="javascript:x">a</a><p>b</p>')).toBe('a<p>b</p>');
    expect(sanitizeHtml('<a href="//evil.example">c</a>')).toBe('c');
    expect(sanitizeHtml('<a href="data:text/html,x">d</a>')).toBe('d');
  });

  it('drops what the server drops: underline, strike, quotes and code keep only their text', () => {
    expect(sanitizeHtml('<p><u>u</u><s>s</s></p><blockquote>q</blockquote><code>c</code>')).toBe(
      '<p>us</p>qc',
    );
  });

  it('leaves no tag, attribute or link scheme outside the allowlist, and is idempotent', () => {
    const tags = [...RICH_TEXT_TAGS, 'script', 'img', 'div', 'svg', 'u', 'style'];
    const attributes = [
      'href="https://ok.example"',
      'href="javascript:alert(1)"',
      'href="mailto:a@b.example"',
      'onclick="x()"',
      'style="color:red"',
      'target="_self"',
      'src="x"',
    ];
    const token = fc.oneof(
      fc.constantFrom('text', '<', '>', '&', '"'),
      fc
        .record({ tag: fc.constantFrom(...tags), attrs: fc.subarray(attributes, { maxLength: 3 }) })
        .map(({ tag, attrs }) => `<${[tag, ...attrs].join(' ')}>`),
      fc.constantFrom(...tags).map((tag) => `</${tag}>`),
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 20 }), (tokens) => {
        const clean = sanitizeHtml(tokens.join(''));
        expect(sanitizeHtml(clean)).toBe(clean);
        const template = document.createElement('template');
        template.innerHTML = clean;
        for (const element of Array.from(template.content.querySelectorAll('*'))) {
          const tag = element.tagName.toLowerCase() as RichTextTag;
          expect(RICH_TEXT_TAGS).toContain(tag);
          const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
          for (const name of element.getAttributeNames()) expect(allowed).toContain(name);
          if (tag === 'a') expect(element.getAttribute('href')).toMatch(RICH_TEXT_HREF_PATTERN);
        }
      }),
      { numRuns: 150 },
    );
  });
});
