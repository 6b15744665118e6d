import { describe, expect, it } from 'vitest';

import {
  INDEXED_PAGE_PATHS,
  UNINDEXED_PAGE_PREFIXES,
  WEB_ROUTE_PATHS,
  isSharedSpecPagePath,
  isWebRoutePath,
  pageDocumentPath,
  webRouteModule,
  webRoutePattern,
} from './web-routes.js';

describe('web route paths', () => {
  it.each([
    '/',
    '/help',
    '/HELP',
    '/help/',
    '/help//',
    '/survey',
    '/spec',
    '/spec/12',
    '/spec/12/',
    '/sign-in/abc-123',
    '/transmission-data/edit/3',
    '/Transmission-Data/Add',
    '/reset-password',
    '/shared/abc',
  ])('knows %s as a page of the app', (path) => {
    expect(isWebRoutePath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/help/more',
    '/spec/12/extra',
    '/transmission-data/edit',
    '/transmission-data/edit/',
    '/sign-in',
    '/shared',
    '/shared/abc/extra',
    '/login',
    '/logout/callback',
    '/api/health',
    '/helpx',
    '//help',
    'help',
    '',
  ])('does not know %s', (path) => {
    expect(isWebRoutePath(path)).toBe(false);
  });

  it.each(['/shared/abc', '/Shared/abc/', '/shared/a-b_c'])('knows %s as a shared spec', (path) => {
    expect(isSharedSpecPagePath(path)).toBe(true);
  });

  it.each(['/shared', '/shared/', '/shared/abc/more', '/api/shared/abc', '/spec/12', 'shared/abc'])(
    'does not take %s for a shared spec',
    (path) => {
      expect(isSharedSpecPagePath(path)).toBe(false);
    },
  );

  it('lists each page once', () => {
    expect(new Set(WEB_ROUTE_PATHS).size).toBe(WEB_ROUTE_PATHS.length);
  });

  it('keeps every page that is not indexed out of robots.txt, and no indexed page', () => {
    const disallowed = (path: string) =>
      UNINDEXED_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
    for (const path of WEB_ROUTE_PATHS) {
      const example = path.replaceAll(/:[a-z]+/g, 'x');
      expect(disallowed(example), path).toBe(!INDEXED_PAGE_PATHS.includes(path));
    }
    expect(UNINDEXED_PAGE_PREFIXES).toEqual(
      expect.arrayContaining(['/spec', '/shared', '/transmission-data']),
    );
  });

  it.each([
    ['/', '/'],
    ['/Survey/', '/survey'],
    ['/spec', '/spec'],
    ['/spec/12', '/spec/:id'],
    ['/transmission-data/add', '/transmission-data/add'],
    ['/transmission-data/edit/3', '/transmission-data/edit/:id'],
    ['/sign-in/abc', '/sign-in/:uid'],
  ] as const)('finds the pattern the router picks for %s', (path, pattern) => {
    expect(webRoutePattern(path)).toBe(pattern);
  });

  it.each(['/no-such-page', '/spec/12/extra', 'survey', ''])('finds no pattern for %s', (path) => {
    expect(webRoutePattern(path)).toBeUndefined();
  });

  it('gives every page its own document path, none of them hidden or outside pages/', () => {
    const paths = WEB_ROUTE_PATHS.map(pageDocumentPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(pageDocumentPath('/')).toBe('index.html');
    expect(pageDocumentPath('/spec/:id')).toBe('pages/spec/_id.html');
    for (const path of paths.filter((file) => file !== 'index.html')) {
      expect(path).toMatch(/^pages(\/[a-z_][a-z-_]*)+\.html$/);
    }
  });
});

describe('webRouteModule', () => {
  it.each([
    ['/survey', 'app/routes/survey'],
    ['/sign-in/:uid', 'app/routes/sign-in'],
    ['/transmission-data/edit/:id', 'app/routes/transmission-data-edit'],
  ])('names %s by its literal segments: %s', (path, module) => {
    expect(webRouteModule({ path, lazy: true, roles: 'anyone' })).toBe(module);
  });

  it('takes a module the row names', () => {
    const row = { path: '/spec', module: 'features/specs/components/spec-list-page' } as const;
    expect(webRouteModule({ ...row, lazy: true, roles: 'spec' })).toBe(row.module);
  });
});
