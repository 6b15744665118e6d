import { UNINDEXED_PAGE_PREFIXES } from '@transmission-spec/domain';
import { OIDC_PREFIX } from '../config/mount-paths.js';

/**
 * /robots.txt: crawlers may read the public pages (domain INDEXED_PAGE_PATHS: the home page, the
 * survey, help, registration and the text pages) and nothing else: not the API, the identity
 * provider, the sign-in and sign-out routes, nor any page that needs an account, holds a secret
 * link (/shared) or only confirms a step. Built from the domain's list of pages, so a new page is
 * kept out until it is named there as indexed.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  ...['/api/', `${OIDC_PREFIX}/`, '/login', '/logout', ...UNINDEXED_PAGE_PREFIXES].map(
    (prefix) => `Disallow: ${prefix}`,
  ),
  '',
].join('\n');
