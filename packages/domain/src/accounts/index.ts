/**
 * @transmission-spec/domain/accounts: Accounts and who may do what: account and registration details, passwords, roles, organizations, countries, users and the user export.
 */
export * from './organization.js';
export * from './countries.js';
export * from './password.js';
export * from './account.js';
export * from './roles.js';
export * from './user.js';
export * from './user-export-csv.js';
