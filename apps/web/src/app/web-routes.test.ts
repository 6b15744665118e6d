import {
  WEB_ROUTES,
  WEB_ROUTE_PATHS,
  isWebRoutePath,
  webRouteModule,
  webRoutePattern,
} from '@transmission-spec/domain';
import type { WebRoute } from '@transmission-spec/domain';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { LAZY_PAGE_MODULES } from './page-modules';
import { routes } from './router';

/** Every page path of the route tree, as full patterns; the catch-all is left out. */
function pagePaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.index === true) return [parent === '' ? '/' : parent];
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.path === undefined ? [] : [path];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

/** Every route of the tree that loads its page on first visit, by its full pattern. */
function lazyRoutes(tree: readonly RouteObject[], parent = ''): [string, RouteObject][] {
  return tree.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own: [string, RouteObject][] = route.lazy === undefined ? [] : [[path, route]];
    return [...own, ...lazyRoutes(route.children ?? [], path)];
  });
}

/** The modules that may draw a page (WEB_ROUTES' modules), loaded only when a test asks for one. */
const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '../features/*/components/*-page.tsx',
]);

/** The glob key of a WEB_ROUTES module (a path under apps/web/src). */
function globKey(module: string): string {
  return module.startsWith('app/') ? `./${module.slice(4)}.tsx` : `../${module}.tsx`;
}

/** The full pattern of the deepest route the router matches for a path ('/' for the index). */
function routerPattern(path: string): string {
  const matches = matchRoutes(routes, path) ?? [];
  const patterns = matches.map((match) => match.route.path).filter((part) => part !== undefined);
  return `/${patterns.join('/')}`;
}

/** True when the router shows a page of its own for the path, not the catch-all 'Page Not Found'. */
function routerKnows(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== '*';
}

describe('the pages the server knows (domain WEB_ROUTE_PATHS)', () => {
  it('are exactly the pages of the router', () => {
    expect(pagePaths(routes).sort()).toEqual([...WEB_ROUTE_PATHS].sort());
  });

  it.each([
    '/',
    '/help',
    '/HELP/',
    '/spec/12',
    '/spec/12/extra',
    '/sign-in/abc',
    '/transmission-data/edit/3',
    '/transmission-data/edit',
    '/no-such-page',
    '/login',
  ])('are matched as the router matches them: %s', (path) => {
    expect(isWebRoutePath(path)).toBe(routerKnows(path));
  });

  it.each(['/', '/survey', '/Spec/12/', '/spec', '/transmission-data/add', '/sign-in/abc'])(
    'resolve %s to the pattern the router picks, whose document the server sends',
    (path) => {
      expect(webRoutePattern(path)).toBe(routerPattern(path));
    },
  );
});

describe('the pages whose code the build preloads with their own document (decision 077)', () => {
  it('are exactly the pages the router loads on first visit', () => {
    expect(
      lazyRoutes(routes)
        .map(([path]) => path)
        .sort(),
    ).toEqual(Object.keys(LAZY_PAGE_MODULES).sort());
  });

  it.each(lazyRoutes(routes))('names the module that draws %s', async (path, route) => {
    const name = LAZY_PAGE_MODULES[path as keyof typeof LAZY_PAGE_MODULES];
    const load = name === undefined ? undefined : ROUTE_MODULES[globKey(name)];
    expect(load, name).toBeDefined();
    // The object form of `lazy` (one loader per property) would need its own check here.
    expect(typeof route.lazy).toBe('function');
    if (typeof route.lazy !== 'function' || load === undefined) return;
    const { Component } = (await route.lazy()) as { Component?: unknown };
    expect(Component).toBeDefined();
    expect(Object.values(await load())).toContain(Component);
  });
});

describe('the pages that ship with the shell (WEB_ROUTES rows not lazy)', () => {
  /** Every route of the tree that draws its page at once, by its full pattern. */
  function eagerRoutes(tree: readonly RouteObject[], parent = ''): [string, RouteObject][] {
    return tree.flatMap((route) => {
      const path =
        route.index === true
          ? parent || '/'
          : route.path === undefined
            ? parent
            : `${parent}/${route.path}`;
      const page = route.path !== undefined || route.index === true;
      const own: [string, RouteObject][] =
        page && isValidElement(route.element) ? [[path, route]] : [];
      return [...own, ...eagerRoutes(route.children ?? [], path)];
    });
  }

  it.each(
    WEB_ROUTES.filter((row: WebRoute) => row.lazy !== true).map(
      (row) => [row.path, webRouteModule(row)] as const,
    ),
  )('draws %s with a component of %s', async (path, module) => {
    const route = eagerRoutes(routes).find(([pattern]) => pattern === path)?.[1];
    const load = ROUTE_MODULES[globKey(module)];
    expect(route, path).toBeDefined();
    expect(load, module).toBeDefined();
    if (load === undefined || !isValidElement(route?.element)) return;
    expect(Object.values(await load())).toContain(route.element.type);
  });
});
