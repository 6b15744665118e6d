import type { WebRoutePath } from '@transmission-spec/domain';

/**
 * The module under ./routes that draws each page the router loads on first visit (its `lazy`
 * routes). The build gives each of these pages its own copy of index.html that preloads the page's
 * code beside the shell's, so a visitor who opens /survey directly fetches it at once rather than
 * after the shell has downloaded and run (decision 077). The router's test holds this table to the
 * router: a lazy route missing here, or a module here the route does not load, fails it.
 */
export const LAZY_PAGE_MODULES = {
  '/survey': 'survey',
  '/help': 'help',
  '/sign-in/:uid': 'sign-in',
  '/register': 'register',
  '/forgot-password': 'forgot-password',
  '/reset-password': 'reset-password',
  '/shared/:token': 'shared-spec',
  '/demo': 'demo',
  '/spec': 'spec-list',
  '/spec/:id': 'spec-detail',
  '/transmission-data': 'transmission-data',
  '/transmission-data/add': 'transmission-data-add',
  '/transmission-data/edit/:id': 'transmission-data-edit',
} as const satisfies Partial<Record<WebRoutePath, string>>;
