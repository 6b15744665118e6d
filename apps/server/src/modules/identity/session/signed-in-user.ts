import {
  DEFAULT_UNIT_SYSTEM,
  isUnitSystem,
  operationsForRoles,
  RoleSchema,
  type CurrentUser,
  type Role,
} from '@transmission-spec/domain';
import type { SignedInUser } from '../../../plugins/auth.js';
import type { UserRecord } from '../../accounts/user.service.js';

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
