/**
 * The page of a shared spec: its path holds the link's secret token, so the server tells crawlers
 * not to index it and keeps the token out of its logs.
 */
export const SHARED_SPEC_ROUTE_PATH = '/shared/:token';

/**
 * Every page of the web app (SPEC section 2), as react-router path patterns. The server answers a
 * page request with the app's document and 200 for these, and with index.html and 404 for any other
 * path (the app then shows its Page Not Found page), so it must know them; the web app's router test
 * checks that its routes are exactly these, so the two cannot drift apart. /login, /logout and
 * their callbacks are the server's own routes, not pages of the app.
 */
export const WEB_ROUTE_PATHS = [
  '/',
  '/survey',
  '/help',
  '/sign-in/:uid',
  '/register',
  '/created',
  '/updated',
  '/forgot-password',
  '/reset-password',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact-us',
  '/error',
  '/unauthorized',
  '/inactive',
  '/demo',
  '/spec',
  '/spec/:id',
  SHARED_SPEC_ROUTE_PATH,
  '/transmission-data',
  '/transmission-data/add',
  '/transmission-data/edit/:id',
] as const;

/** A path's segments without the leading slash and any trailing ones; '/' has none. */
function segments(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/').slice(1);
}

/**
 * The pages search engines may list (robots.txt): the public pages a visitor would look for. Not
 * the pages that need an account, hold a secret link (/shared), or only confirm or fail a step.
 */
export const INDEXED_PAGE_PATHS: readonly (typeof WEB_ROUTE_PATHS)[number][] = [
  '/',
  '/survey',
  '/help',
  '/register',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact-us',
];

/**
 * The first segment of every other page ('/spec' for /spec and /spec/:id), for robots.txt's
 * Disallow lines, which match by prefix.
 */
export const UNINDEXED_PAGE_PREFIXES: readonly string[] = [
  ...new Set(
    WEB_ROUTE_PATHS.filter((path) => !INDEXED_PAGE_PATHS.includes(path)).map(
      (path) => `/${segments(path)[0] ?? ''}`,
    ),
  ),
];

const PATTERNS = WEB_ROUTE_PATHS.map(segments);

/** True when the segments of a pathname match a pattern's, as react-router matches them. */
function matches(pattern: readonly string[], actual: readonly string[]): boolean {
  return (
    pattern.length === actual.length &&
    pattern.every((part, index) => {
      const segment = actual[index] ?? '';
      return part.startsWith(':') ? segment !== '' : part.toLowerCase() === segment.toLowerCase();
    })
  );
}

const SHARED_SPEC_PATTERN = segments(SHARED_SPEC_ROUTE_PATH);

/** True for a (decoded) pathname of a shared spec's page. */
export function isSharedSpecPagePath(pathname: string): boolean {
  return pathname.startsWith('/') && matches(SHARED_SPEC_PATTERN, segments(pathname));
}

/**
 * True when the router shows a page of its own for this (decoded) pathname rather than 'Page Not
 * Found'. Matches as react-router does: letters in any case, trailing slashes ignored, and a
 * `:param` segment standing for any one non-empty segment.
 */
export function isWebRoutePath(pathname: string): boolean {
  return webRoutePattern(pathname) !== undefined;
}

/** One of the web app's page patterns. */
export type WebRoutePath = (typeof WEB_ROUTE_PATHS)[number];

/** How many segments of a pattern are literal, react-router's rank for the patterns that match. */
function literalSegments(pattern: readonly string[]): number {
  return pattern.filter((part) => !part.startsWith(':')).length;
}

/**
 * The page pattern the router picks for this (decoded) pathname, matched as isWebRoutePath says; a
 * pattern with more literal segments wins, as in react-router. Undefined for a path no page has.
 */
export function webRoutePattern(pathname: string): WebRoutePath | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const actual = segments(pathname);
  let best: { path: WebRoutePath; rank: number } | undefined;
  WEB_ROUTE_PATHS.forEach((path, index) => {
    const pattern = PATTERNS[index] ?? [];
    if (!matches(pattern, actual)) return;
    const rank = literalSegments(pattern);
    if (best === undefined || rank > best.rank) best = { path, rank };
  });
  return best?.path;
}

/**
 * Where the build writes a page's own copy of index.html, relative to the web app's dist folder:
 * the same document plus the code of that page to preload (decision 077). The server answers the
 * page with it when the file is there. '/spec/:id' is pages/spec/_id.html.
 */
export function pageDocumentPath(pattern: WebRoutePath): string {
  return pattern === '/' ? 'index.html' : `pages${pattern.replaceAll(':', '_')}.html`;
}
