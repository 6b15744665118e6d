import { EmailSchema, TokenRequestSchema } from '@transmission-spec/domain';
import { z } from 'zod';

/**
 * What the hostile-input suite feeds a route that reads a body, and the values the route table's
 * bodies share (server-routes.ts holds each route's input beside its access row).
 */

export type Who = 'anonymous' | 'user' | 'admin';

export interface BodyRoute {
  readonly who: Who;
  /** The body as the route accepts it; every generated body starts from it. */
  readonly valid: () => unknown;
  /** The schema that decides whether a generated body is one the route must refuse. */
  readonly schema: z.ZodType;
  /** Paths a valid body may leave out that are worth breaking too (optional fields). */
  readonly optionalPaths?: readonly (string | number)[][];
  readonly multipart?: boolean;
}

export const ADMIN = 'hostile.admin@example.com';
export const USER = 'hostile.user@example.com';

/** The sign-in page's body, as interaction.routes.ts declares it. */
export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: TokenRequestSchema.shape.password,
});

/** Gear ratios in the valid family bodies, so hostile values land inside both lists too. */
export const HOSTILE_GEAR_RATIOS = { forward: [14.8, 10.95, 0.73], reverse: [13.1, 3.06] };

/** Ids of rows the suite creates first, so valid bodies and ids name something real. */
export const fixture = { specId: 0, familyId: 0 };
