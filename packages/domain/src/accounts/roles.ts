/**
 * Authorization as a table (SPEC 6): which operations each role holds. The UI reads it to hide
 * actions and the server to enforce them, so the two cannot disagree.
 */

// No zod here (decision 075): the web app's shell guards routes with this table on every page. The
// zod enums of the two tuples are in enum-schemas.ts.
export const ROLES = ['TransmissionAdmin', 'TransmissionUser'] as const;
export type Role = (typeof ROLES)[number];

export const OPERATIONS = ['GetSurveyResult', 'EditSurveyResult'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Operations granted by each role. Both roles may download and save results. */
export const ROLE_OPERATIONS: Readonly<Record<Role, readonly Operation[]>> = Object.freeze({
  TransmissionAdmin: ['GetSurveyResult', 'EditSurveyResult'],
  TransmissionUser: ['GetSurveyResult', 'EditSurveyResult'],
});

/** Roles allowed on /spec and /spec/{id}. */
export const SPEC_ROLES: readonly Role[] = ['TransmissionAdmin', 'TransmissionUser'];
/** Roles allowed on /transmission-data routes, the Admin tab, the user export and the debug survey. */
export const ADMIN_ROLES: readonly Role[] = ['TransmissionAdmin'];
/** Operations needed for Download PDF and Save Spec on the result screen. */
export const SAVE_RESULT_OPERATIONS: readonly Operation[] = ['GetSurveyResult', 'EditSurveyResult'];

/** What a user holds: their roles and the operations those roles grant. */
export interface Privileges {
  roles: readonly string[];
  operations: readonly string[];
}

/** True for a role of ROLES. */
export function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** The operations granted by `roles`, without repeats, in OPERATIONS order; unknown roles grant none. */
export function operationsForRoles(roles: readonly string[]): Operation[] {
  const granted = new Set(roles.filter(isRole).flatMap((role) => ROLE_OPERATIONS[role]));
  return OPERATIONS.filter((operation) => granted.has(operation));
}

/** True when `privileges` hold every operation of `operations` (true for an empty list). */
export function hasAllOperations(
  privileges: Pick<Privileges, 'operations'> | null | undefined,
  operations: readonly Operation[],
): boolean {
  return operations.every((operation) => privileges?.operations.includes(operation) === true);
}

/** True when `privileges` include `role`. */
export function hasRole(
  privileges: Pick<Privileges, 'roles'> | null | undefined,
  role: Role,
): boolean {
  return privileges?.roles.includes(role) === true;
}

/** True when `privileges` include at least one of `roles` (a route's allowed roles). */
export function hasAnyRole(
  privileges: Pick<Privileges, 'roles'> | null | undefined,
  roles: readonly Role[],
): boolean {
  return roles.some((role) => hasRole(privileges, role));
}
