import {
  DEFAULT_UNIT_SYSTEM,
  isUnitSystem,
  operationsForRoles,
  RoleSchema,
  type CurrentUser,
  type Role,
  type UnitSystem,
} from '@transmission-spec/domain';
import type { UserRecord } from '../accounts/user.repository.js';

/** The account behind a request's access token (request.user). */
export interface SignedInUser {
  readonly id: string;
  readonly email: string;
  readonly displayName: string | null;
  readonly roles: readonly Role[];
  /** The units stored on the account; the `units` cookie, when set, wins in the current user. */
  readonly units: UnitSystem;
}

export function toSignedInUser(user: UserRecord): SignedInUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    // A role name the app does not know grants nothing.
    roles: user.roles.filter((role): role is Role => RoleSchema.safeParse(role).success),
    units: isUnitSystem(user.units) ? user.units : DEFAULT_UNIT_SYSTEM,
  };
}

/** GET /api/security/currentuser for a signed-in user; the units cookie overrides stored units. */
export function currentUserOf(user: SignedInUser, unitsCookie: string | undefined): CurrentUser {
  return {
    email: user.email,
    displayName: user.displayName,
    authenticated: true,
    units: isUnitSystem(unitsCookie) ? unitsCookie : user.units,
    privileges: { roles: [...user.roles], operations: operationsForRoles(user.roles) },
  };
}
