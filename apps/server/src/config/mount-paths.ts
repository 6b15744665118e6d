/**
 * Where the embedded OpenID Provider is mounted; its issuer is `${publicUrl}${OIDC_PREFIX}`. Here,
 * not in the identity module, because the web plugin and robots.txt keep its paths off the pages
 * and out of crawlers, and plugins know no module (decision 091).
 */
export const OIDC_PREFIX = '/oidc';
