import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  hasAllOperations,
  hasAnyRole,
  hasRole,
  operationsForRoles,
  ROLE_OPERATIONS,
  SAVE_RESULT_OPERATIONS,
  SPEC_ROLES,
} from './roles.js';
import { anonymousUser } from '../web/shell-answers.js';

describe('roles and operations', () => {
  it('give both roles both operations', () => {
    expect(ROLE_OPERATIONS.TransmissionAdmin).toEqual(['GetSurveyResult', 'EditSurveyResult']);
    expect(ROLE_OPERATIONS.TransmissionUser).toEqual(['GetSurveyResult', 'EditSurveyResult']);
  });

  it('grant each operation once, and nothing for unknown roles', () => {
    expect(operationsForRoles(['TransmissionAdmin', 'TransmissionUser'])).toEqual([
      'GetSurveyResult',
      'EditSurveyResult',
    ]);
    expect(operationsForRoles(['Guest'])).toEqual([]);
    expect(operationsForRoles([])).toEqual([]);
  });

  it('let only users holding both operations save and download results', () => {
    const user = {
      roles: ['TransmissionUser'],
      operations: operationsForRoles(['TransmissionUser']),
    };
    expect(hasAllOperations(user, SAVE_RESULT_OPERATIONS)).toBe(true);
    expect(hasAllOperations({ operations: ['GetSurveyResult'] }, SAVE_RESULT_OPERATIONS)).toBe(
      false,
    );
    expect(hasAllOperations(anonymousUser().privileges, SAVE_RESULT_OPERATIONS)).toBe(false);
    expect(hasAllOperations(null, SAVE_RESULT_OPERATIONS)).toBe(false);
  });

  it('open the admin routes to administrators only and the spec routes to both roles', () => {
    const admin = { roles: ['TransmissionAdmin'] };
    const user = { roles: ['TransmissionUser'] };
    expect(hasRole(admin, 'TransmissionAdmin')).toBe(true);
    expect(hasRole(user, 'TransmissionAdmin')).toBe(false);
    expect(hasAnyRole(user, ADMIN_ROLES)).toBe(false);
    expect(hasAnyRole(user, SPEC_ROLES)).toBe(true);
    expect(hasAnyRole(admin, SPEC_ROLES)).toBe(true);
    expect(hasAnyRole(undefined, SPEC_ROLES)).toBe(false);
  });
});
