import {
  isAllowedRichTextHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  type RichTextTag,
} from '@transmission-spec/domain';
import fc from 'fast-check';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text-sanitizer.js';

type Node = DefaultTreeAdapterMap['childNode'];

/** Every element of `html` as a browser parses it. */
function elements(html: string): DefaultTreeAdapterMap['element'][] {
  const found: DefaultTreeAdapterMap['element'][] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if ('tagName' in node) {
        found.push(node);
        walk(node.childNodes);
      }
    }
  };
  walk(parseFragment(html).childNodes);
  return found;
}

/** HTML-ish text: allowed and forbidden tags, open, closed and misnested, hostile attributes. */
const TAGS = [
  ...RICH_TEXT_TAGS,
  'script',
  'style',
  'div',
  'span',
  'img',
  'table',
  'td',
  'svg',
  'u',
];
const ATTRIBUTES = [
  'href="https://ok.example/a?b=1&amp;c=2"',
  'href="javascript:alert(1)"',
  'href=" JaVaScRiPt:x"',
  'href="java&#x09;script:x"',
  'href="data:text/html,x"',
  'href="//evil.example"',
  'href="mailto:a@b.example"',
  'href',
  'onclick="x()"',
  'style="color:red"',
  'rel="opener"',
  'target="_self"',
  'class="c"',
  'src="x"',
];
const token = fc.oneof(
  fc.constantFrom(
    'text',
    ' ',
    '<',
    '>',
    '&',
    '&amp;',
    '&nbsp;',
    '\u00a0',
    '"',
    "'",
    '&lt;',
    '</',
    '<!--',
    '-->',
  ),
  fc
    .record({ tag: fc.constantFrom(...TAGS), attrs: fc.subarray(ATTRIBUTES, { maxLength: 3 }) })
    .map(({ tag, attrs }) => `<${[tag, ...attrs].join(' ')}>`),
  fc.constantFrom(...TAGS).map((tag) => `</${tag}>`),
  fc.constantFrom(...TAGS).map((tag) => `<${tag}/>`),
);
const htmlish = fc.array(token, { maxLength: 25 }).map((tokens) => tokens.join(''));

describe('rich text sanitizer', () => {
  it('closes what it opens when it drops a link (the reported case)', () => {
    expect(sanitizeRichText('<a href="javascript:x">a</a><p>b</p>')).toBe('a<p>b</p>');
  });

  it('keeps headings 1 to 4, as the editors write them', () => {
    const html = '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps what the editors write byte for byte', () => {
    const html =
      '<p>A <strong>bold</strong>, <em>calm</em>&nbsp;&amp; &lt;plain&gt; line<br>next</p>' +
      '<ul><li><p>One</p></li></ul><ol><li><p>Two</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer" href="https://maker.example/?a=1&amp;b=2">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('answers well-formed text a browser parses back to the same string, and is idempotent', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        const clean = sanitizeRichText(html);
        expect(serialize(parseFragment(clean))).toBe(clean);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves no tag, attribute or link scheme outside the allowlist', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        for (const element of elements(sanitizeRichText(html))) {
          const tag = element.tagName as RichTextTag;
          expect(RICH_TEXT_TAGS).toContain(tag);
          const allowed = RICH_TEXT_ATTRIBUTES[tag] ?? [];
          for (const attr of element.attrs) expect(allowed).toContain(attr.name);
          if (tag === 'a') {
            const attrs = Object.fromEntries(element.attrs.map((a) => [a.name, a.value]));
            expect(isAllowedRichTextHref(attrs.href ?? '')).toBe(true);
            expect(attrs.rel).toBe(RICH_TEXT_LINK_REL);
            expect(attrs.target).toBe(RICH_TEXT_LINK_TARGET);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
