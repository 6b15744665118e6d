import { WEB_ROUTE_PATHS, isWebRoutePath } from '@transmission-spec/domain';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

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
});
