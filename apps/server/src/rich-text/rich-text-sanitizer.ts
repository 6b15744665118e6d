import {
  isAllowedRichTextHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@transmission-spec/domain';
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Rich text (spec notes, family descriptions) is cleaned here before it is stored and before a
 * stored description is served: domain's allowlist, applied by sanitize-html (decision 012), then
 * re-written by parse5, the HTML standard's own parser, so the stored text is exactly what a
 * browser builds from it (decision 022).
 */

/**
 * Keeps the link's attributes in their original order (so clean text comes back unchanged) while
 * forcing rel and target. A link with no acceptable href loses every attribute; the parse5 pass
 * then unwraps it, keeping its text. (Renaming it to a dropped tag instead, as this once did, makes
 * sanitize-html close the wrong element: `<a href="javascript:x">a</a><p>b</p>` came out as
 * `a<p>b</span>`.)
 */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim();
  if (href === undefined || !isAllowedRichTextHref(href)) return { tagName, attribs: {} };
  const kept: sanitizeHtml.Attributes = {};
  for (const name of Object.keys(attribs)) {
    if (name === 'href') kept.href = href;
    else if (name === 'rel') kept.rel = RICH_TEXT_LINK_REL;
    else if (name === 'target') kept.target = RICH_TEXT_LINK_TARGET;
  }
  kept.rel = RICH_TEXT_LINK_REL;
  kept.target = RICH_TEXT_LINK_TARGET;
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  transformTags: { a: transformLink },
};

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

/** Replaces every link without an href by its children, depth first. */
function unwrapBareLinks(parent: ParentNode): void {
  const children: ChildNode[] = [];
  for (const child of parent.childNodes) {
    if ('childNodes' in child) unwrapBareLinks(child);
    const bareLink =
      'tagName' in child && child.tagName === 'a' && !child.attrs.some((a) => a.name === 'href');
    if (bareLink) {
      for (const grandchild of child.childNodes) grandchild.parentNode = parent;
      children.push(...child.childNodes);
    } else children.push(child);
  }
  parent.childNodes = children;
}

/**
 * The markup as a browser parses and re-serializes it: tags balanced, misnesting repaired the
 * standard way (a list inside a paragraph closes the paragraph), entities written one way
 * (`&nbsp;`, `&amp;`, `&lt;`), void elements as `<br>`.
 */
function normalize(html: string): string {
  const fragment = parseFragment(html);
  unwrapBareLinks(fragment);
  return serialize(fragment);
}

/**
 * Returns `html` reduced to domain's rich-text allowlist and well formed. Markup that is already
 * clean, as the editors write it, comes back byte for byte; cleaning a clean text changes nothing.
 */
export function sanitizeRichText(html: string): string {
  const clean = normalize(sanitizeHtml(html, OPTIONS));
  // Repairing misnesting can in rare cases leave markup that parses differently again (e.g. the
  // adoption of formatting elements around blocks); a second round settles it.
  const again = normalize(clean);
  return again === clean ? clean : normalize(sanitizeHtml(again, OPTIONS));
}
