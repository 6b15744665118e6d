/**
 * The page of a shared spec: its path holds the link's secret token, so the server tells crawlers
 * not to index it and keeps the token out of its logs.
 */
export const SHARED_SPEC_ROUTE_PATH = '/shared/:token';

/**
 * Who may open a page: anyone, any signed-in user, the roles that keep specs (SPEC_ROLES), or
 * administrators (ADMIN_ROLES). The router wraps the page in the matching guard.
 */
export type WebRouteRoles = 'anyone' | 'signed-in' | 'spec' | 'admin';

/** One page of the web app: a row of WEB_ROUTES. */
export interface WebRoute {
  /** The react-router path pattern. */
  readonly path: string;
  /**
   * The file under apps/web/src that draws the page, without its extension. Left out, it is
   * app/routes/ and the path's literal segments joined by '-' ('/transmission-data/edit/:id' is
   * app/routes/transmission-data-edit; '/' is app/routes/home), which keeps the names out of the
   * landing page's code.
   */
  readonly module?: string;
  /**
   * Loaded on first visit rather than with the shell; the build then gives the page a document of
   * its own that preloads its code (decision 077). Left out, the page ships with the shell.
   */
  readonly lazy?: true;
  /** Who may open the page; left out, anyone. */
  readonly roles?: WebRouteRoles;
}

/**
 * Every page of the web app (SPEC section 2), in one table: the web app's router, the build's page
 * documents (page-modules.ts) and WEB_ROUTE_PATHS below are made from it, so a new page is one row
 * here plus its module (docs/ARCHITECTURE.md, "Add a page"). The server answers a page request with
 * the app's document and 200 for these paths, and with index.html and 404 for any other path (the
 * app then shows its Page Not Found page). /login, /logout and their callbacks are the server's own
 * routes, not pages of the app. The survey (drag and drop, sanitizer, schemas), the help text, the
 * account forms, the saved specs and the catalogue administration are lazy, so the landing page
 * ships only the shell.
 */
export const WEB_ROUTES = [
  { path: '/' },
  { path: '/survey', lazy: true },
  { path: '/help', lazy: true },
  { path: '/sign-in/:uid', lazy: true },
  { path: '/register', lazy: true },
  { path: '/created' },
  { path: '/updated' },
  { path: '/forgot-password', lazy: true },
  { path: '/reset-password', lazy: true },
  { path: '/privacy-policy' },
  { path: '/terms-and-conditions' },
  { path: '/contact-us' },
  { path: '/error' },
  { path: '/unauthorized' },
  { path: '/inactive' },
  // A guided example for any signed-in user.
  { path: '/demo', lazy: true, roles: 'signed-in' },
  // Saved specs, with the notes editor and the PDF loaded only when they are used.
  { path: '/spec', module: 'features/specs/components/spec-list-page', lazy: true, roles: 'spec' },
  {
    path: '/spec/:id',
    module: 'features/specs/components/spec-detail-page',
    lazy: true,
    roles: 'spec',
  },
  // A saved spec through its read-only link: public, loaded only when a link is opened.
  {
    path: SHARED_SPEC_ROUTE_PATH,
    module: 'features/specs/components/shared-spec-page',
    lazy: true,
  },
  // The catalogue administration loads only for administrators who open it.
  { path: '/transmission-data', lazy: true, roles: 'admin' },
  { path: '/transmission-data/add', lazy: true, roles: 'admin' },
  { path: '/transmission-data/edit/:id', lazy: true, roles: 'admin' },
  // The catalogue owners' Insights (issue 28), beside the catalogue.
  {
    path: '/insights',
    module: 'features/insights/components/insights-page',
    lazy: true,
    roles: 'admin',
  },
] as const satisfies readonly WebRoute[];

/** A row of WEB_ROUTES, with its literal path and module. */
export type WebRouteRow = (typeof WEB_ROUTES)[number];

/** One of the web app's page patterns. */
export type WebRoutePath = WebRouteRow['path'];

/** The file under apps/web/src that draws a page, without its extension (WebRoute.module). */
export function webRouteModule(route: WebRoute): string {
  if (route.module !== undefined) return route.module;
  const literal = segments(route.path).filter((part) => !part.startsWith(':'));
  return `app/routes/${literal.length === 0 ? 'home' : literal.join('-')}`;
}

// The lists below are marked pure so that a bundle using none of them (the web app's shell reads
// only WEB_ROUTES) drops them and the work of making them.

/** The paths of the rows `keep` accepts, in table order. */
function pathsWhere(keep: (route: WebRoute) => boolean): WebRoutePath[] {
  return WEB_ROUTES.filter(keep).map((route) => route.path);
}

/** Every page pattern of the web app (WEB_ROUTES' paths), which the server answers with 200. */
export const WEB_ROUTE_PATHS: readonly WebRoutePath[] = /* @__PURE__ */ pathsWhere(() => true);

/** A path's segments without the leading slash and any trailing ones; '/' has none. */
function segments(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/').slice(1);
}

/**
 * The pages search engines may list (robots.txt): the public pages a visitor would look for. Not
 * the pages that need an account, hold a secret link (/shared), or only confirm or fail a step.
 */
export const INDEXED_PAGE_PATHS: readonly WebRoutePath[] = [
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
export const UNINDEXED_PAGE_PREFIXES: readonly string[] = /* @__PURE__ */ unindexedPrefixes();

function unindexedPrefixes(): string[] {
  const prefixes = WEB_ROUTE_PATHS.filter((path) => !INDEXED_PAGE_PATHS.includes(path)).map(
    (path) => `/${segments(path)[0] ?? ''}`,
  );
  return [...new Set(prefixes)];
}

const PATTERNS = /* @__PURE__ */ pathsWhere(() => true).map(segments);

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

const SHARED_SPEC_PATTERN = /* @__PURE__ */ segments(SHARED_SPEC_ROUTE_PATH);

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
