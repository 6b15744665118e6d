import { recommendation, seed, SEEDED_ACCOUNT, signIn } from './spec-list.mjs';

/**
 * The signed-in pages of issue 29 item 5 for Lighthouse: one account holding 20 saved specs (a
 * full first page of My Specs), seeded as lib/spec-list.mjs does before the server starts, made
 * the server's administrator through ADMIN_EMAIL/ADMIN_PASSWORD (an administrator also holds the
 * spec roles), signed in, with a read-only link made for its newest spec. Each page carries the
 * browser's session cookies as a header of every request: Lighthouse clears the origin's storage,
 * cookies included, before each run, so cookies set in the browser would not survive.
 */

/** Specs in the account: My Specs' default page size. */
export const SIGNED_IN_SPECS = 20;

/**
 * Seeds the account into `dataDir` (before the server starts) and returns the server's extra
 * environment, which promotes it to administrator at start.
 * @param {string} root @param {string} dataDir
 * @returns {Promise<Record<string, string>>}
 */
export async function seedSignedInAccount(root, dataDir) {
  await seed(root, dataDir, recommendation(), SIGNED_IN_SPECS);
  return { ADMIN_EMAIL: SEEDED_ACCOUNT.email, ADMIN_PASSWORD: SEEDED_ACCOUNT.password };
}

/**
 * @typedef {object} LighthousePage
 * @property {string} path
 * @property {string} [name] the page's name in report file names and tables (its path otherwise)
 * @property {Record<string, string>} [headers] sent with every request of the run
 */

/**
 * The browser's cookies after sign-in, each name once with its latest value: sign-in hands out a
 * new CSRF pair (the one from before no longer passes a POST), which signIn lists after the old.
 * @param {Record<string, string> & { cookie: string }} headers
 */
function freshPair(headers) {
  const jar = new Map(
    headers.cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair]),
  );
  const token = [...jar.values()]
    .map((pair) => /^(?:__Host-)?csrf-token=(.+)$/.exec(pair)?.[1])
    .find((value) => value !== undefined);
  return {
    ...headers,
    cookie: [...jar.values()].join('; '),
    'x-csrf-token': token ?? headers['x-csrf-token'] ?? '',
  };
}

/**
 * Signs the seeded account in on the running server and returns its four pages: My Specs, its
 * newest spec, that spec's shared page (opened signed in, as the owner checking the link would)
 * and the administrators' catalogue.
 * @param {string} origin
 * @returns {Promise<LighthousePage[]>}
 */
export async function signedInPages(origin) {
  const browser = freshPair(await signIn(origin));
  const list = await fetch(
    `${origin}/api/surveyresult?page=1&pageSize=${String(SIGNED_IN_SPECS)}&sort=lastEditedUTC&order=desc`,
    { headers: browser },
  );
  if (!list.ok) throw new Error(`GET /api/surveyresult answered ${String(list.status)}`);
  const page = /** @type {{ items: { id: string }[], total: number }} */ (await list.json());
  const newest = page.items[0];
  if (newest === undefined || page.total !== SIGNED_IN_SPECS) {
    throw new Error(`the seeded account holds ${String(page.total)} specs`);
  }
  // No body, so no content-type (an empty JSON body is refused).
  const post = { cookie: browser.cookie, 'x-csrf-token': browser['x-csrf-token'] };
  const share = await fetch(`${origin}/api/surveyresult/${encodeURIComponent(newest.id)}/share`, {
    method: 'POST',
    headers: post,
  });
  if (!share.ok) {
    throw new Error(`POST .../share answered ${String(share.status)}: ${await share.text()}`);
  }
  const { token } = /** @type {{ token: string }} */ (await share.json());
  // The page's own requests bring their CSRF header; only the cookies go on every request.
  const headers = { Cookie: browser.cookie };
  return [
    { path: '/spec', name: 'my-specs', headers },
    { path: `/spec/${encodeURIComponent(newest.id)}`, name: 'saved-spec', headers },
    { path: `/shared/${encodeURIComponent(token)}`, name: 'shared', headers },
    { path: '/transmission-data', name: 'catalogue', headers },
  ];
}
