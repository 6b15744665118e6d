import DOMPurify from 'dompurify';

/**
 * Rich text from the server (transmission descriptions, later spec notes) is sanitized on the server
 * too, but the browser never trusts it: only basic formatting and links survive, and every link opens
 * in a new tab without handing the opener to the other site.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
];
const ALLOWED_ATTR = ['href'];

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Returns `html` with everything but basic formatting and links removed. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
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
