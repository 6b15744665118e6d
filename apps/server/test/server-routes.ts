import type { z } from 'zod';
import type { Row } from './helpers/access-matrix-suite.js';
import type { BodyRoute } from './hostile-input.cases.js';
import { API_ROUTES } from './server-routes.api.js';
import { IDENTITY_ROUTES } from './server-routes.identity.js';

/**
 * The one table of the server's routes (issue 27): every route the app registers, keyed
 * "METHOD /path" exactly as Fastify registers it, with everything the route-wide suites need to
 * know about it. The access matrix, the hostile-input suites (bodies, queries, cost), the OpenAPI
 * check and the saved-spec access test all read it, so a new route joins this table once; each of
 * those suites fails naming a registered route that is missing here (`routesMissingFromTable`).
 * A GET's automatic HEAD is listed only where Fastify registers a HEAD alone (routeKeys).
 */
export interface ServerRoute {
  /** Who may call it and what each caller gets (access-matrix.test.ts), or why the matrix skips it. */
  readonly access: Row | { readonly notInMatrix: string };
  /** What the hostile-input suites feed it: a body, a query string, or nothing to read. */
  readonly input: 'none' | { readonly body: BodyRoute } | { readonly query: z.ZodType };
  /** Why the OpenAPI description leaves it out; absent, it must be described (openapi.test.ts). */
  readonly undescribed?: string;
  /** It ends the caller's session (sign-out, a refresh for someone else): sent without the suites'. */
  readonly endsSession?: true;
}

export const SERVER_ROUTES: Readonly<Record<string, ServerRoute>> = {
  ...API_ROUTES,
  ...IDENTITY_ROUTES,
};

/** Registered route keys (`METHOD url`) the table does not list, in the order given. */
export function routesMissingFromTable(registered: readonly string[]): string[] {
  return registered.filter((key) => !(key in SERVER_ROUTES));
}

/** Table rows for routes that are not registered (any more). */
export function staleTableRows(registered: readonly string[]): string[] {
  const keys = new Set(registered);
  return Object.keys(SERVER_ROUTES).filter((key) => !keys.has(key));
}

const entries = Object.entries(SERVER_ROUTES);
const isRow = (access: ServerRoute['access']): access is Row => !('notInMatrix' in access);
/** HEAD (Fastify adds one to every GET) and OPTIONS (the provider's mount) take no input. */
const takesInput = (key: string) => !/^(HEAD|OPTIONS) /.test(key);

/** The access matrix's rows. */
export const MATRIX: Readonly<Record<string, Row>> = Object.fromEntries(
  entries.flatMap(([key, route]) => (isRow(route.access) ? [[key, route.access]] : [])),
);

/** Routes that read a body, with what to feed them. */
export const BODY_ROUTES: Readonly<Record<string, BodyRoute>> = Object.fromEntries(
  entries.flatMap(([key, { input }]) =>
    input !== 'none' && 'body' in input ? [[key, input.body]] : [],
  ),
);

/** Routes that read a query string, with the schema of that query. */
export const QUERY_ROUTES: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  entries.flatMap(([key, { input }]) =>
    input !== 'none' && 'query' in input ? [[key, input.query]] : [],
  ),
);

/**
 * Routes that read neither a body nor a query (their path parameters are still fuzzed), and the
 * identity provider's mount, which speaks OAuth's own protocol and error format: it is only held
 * to "never a 5xx" by the query and parameter runs.
 */
export const INPUTLESS_ROUTES: ReadonlySet<string> = new Set(
  entries.flatMap(([key, { input }]) => (input === 'none' && takesInput(key) ? [key] : [])),
);

/** Routes that end the caller's session: sent without the suites' sessions, which others need. */
export const SESSION_ENDING: ReadonlySet<string> = new Set(
  entries.flatMap(([key, route]) => (route.endsSession ? [key] : [])),
);

/** Routes the OpenAPI description leaves out on purpose. */
export const UNDESCRIBED: ReadonlySet<string> = new Set(
  entries.flatMap(([key, route]) => (route.undescribed === undefined ? [] : [key])),
);
