import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Spec notes are rich text the browser renders as HTML, so the server keeps only what the notes
 * editor's toolbar can produce (SPEC 9: block types, bold, italic, lists, link) and stores nothing a
 * browser could run. An allowlist: any tag, attribute or URL scheme not named here is dropped.
 */
const ALLOWED_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'br',
  'a',
];

/** Links open in a new tab and hand the other site neither `window.opener` nor a Referer. */
const LINK_REL = 'noopener noreferrer';
const LINK_TARGET = '_blank';

/**
 * Checked on the decoded, trimmed href: an allowlist of schemes, so relative, protocol-relative,
 * javascript: and data: links (however their letters are encoded) never survive.
 */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:)/i;

/** A tag name outside ALLOWED_TAGS: the tag goes, its text stays (disallowedTagsMode 'discard'). */
const DROPPED_TAG = 'span';

/**
 * Keeps the link's attributes in their original order (so clean notes come back unchanged) while
 * forcing rel and target; a link with no acceptable href is no link, only its text remains.
 */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim();
  if (!href || !ALLOWED_HREF.test(href)) return { tagName: DROPPED_TAG, attribs: {} };
  const kept: sanitizeHtml.Attributes = {};
  for (const name of Object.keys(attribs)) {
    if (name === 'href') kept.href = href;
    else if (name === 'rel') kept.rel = LINK_REL;
    else if (name === 'target') kept.target = LINK_TARGET;
  }
  kept.rel = LINK_REL;
  kept.target = LINK_TARGET;
  return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Elements whose content is code or embedded documents, not prose: dropped with their content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'svg',
    'math',
  ],
  transformTags: { a: transformLink },
  // Browsers serialize a no-break space as &nbsp; (so does the editor); the parser decodes it.
  textFilter: (text) => text.replaceAll('\u00a0', '&nbsp;'),
};

/**
 * Returns `html` reduced to the notes allowlist: paragraphs, h1-h4, bold, italic, lists, line breaks
 * and http(s)/mailto links with rel="noopener noreferrer" target="_blank". Markup that is already
 * clean, as the editor writes it, comes back byte for byte.
 */
export function sanitizeNotes(html: string): string {
  // sanitize-html writes void elements XHTML-style; the editor and browsers write <br>. Text
  // content is escaped, so a literal "<br />" in the output can only be the tag itself.
  return sanitizeHtml(html, OPTIONS).replaceAll('<br />', '<br>');
}
