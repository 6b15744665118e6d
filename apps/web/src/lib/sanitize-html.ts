import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_HREF_PATTERN,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
  type RichTextTag,
} from '@transmission-spec/domain';
import DOMPurify from 'dompurify';

/**
 * Rich text from the server (spec notes, transmission descriptions) is cleaned on the server with
 * domain's allowlist, but the browser never trusts it: it applies the same allowlist again before
 * rendering, so what the server keeps (a Heading 1 included) the browser shows, and nothing else.
 */
const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
/** Kept where they stand (so clean text comes back unchanged); rel and target get fixed values. */
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

const purifier = DOMPurify();
// ALLOWED_ATTR is one list for every element; the allowlist names attributes per element.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed: readonly string[] =
    RICH_TEXT_ATTRIBUTES[node.tagName.toLowerCase() as RichTextTag] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', RICH_TEXT_LINK_TARGET);
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
  }
});

/**
 * One cleaning pass. A link whose href DOMPurify dropped (any
 * scheme but RICH_TEXT_HREF_PATTERN's) is no link: only its text remains, as on the server. That
 * unwrapping runs on the finished, inert fragment, so nothing escapes the sanitizer's walk.
 */
function sanitizeOnce(html: string): string {
  const fragment = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: RICH_TEXT_HREF_PATTERN,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a:not([href])'))) {
    link.replaceWith(...Array.from(link.childNodes));
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * Returns `html` reduced to domain's rich-text allowlist, in a form the browser parses back to
 * itself. Dropping an element can leave misnested markup (an h3 inside an h4 once a u between them
 * is gone) that parses differently, so cleaning repeats until nothing changes; it settles at once
 * for anything the editors write.
 */
export function sanitizeHtml(html: string): string {
  let clean = sanitizeOnce(html);
  for (let round = 0; round < 3; round += 1) {
    const again = sanitizeOnce(clean);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** True for an absolute http(s) URL, the only kind a server-provided link may point to. */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** True for an image source we are willing to load: http(s), or an inline raster data URL. */
export function isSafeImageSrc(src: string): boolean {
  return isHttpUrl(src) || /^data:image\/(png|jpe?g|gif);base64,/i.test(src);
}
