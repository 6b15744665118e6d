import { anonymousUser, operationsForRoles } from '@transmission-spec/domain';
import type { CurrentUser, Role } from '@transmission-spec/domain';

/** A signed-in user holding `roles` (TransmissionUser by default). */
export function buildUser(overrides: Partial<CurrentUser> & { roles?: Role[] } = {}): CurrentUser {
  const { roles = ['TransmissionUser'], ...rest } = overrides;
  return {
    ...anonymousUser(),
    authenticated: true,
    email: 'pat@fleet.example',
    displayName: 'Pat',
    privileges: { roles, operations: operationsForRoles(roles) },
    ...rest,
  };
}

export function buildAdmin(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return buildUser({ roles: ['TransmissionAdmin'], ...overrides });
}
