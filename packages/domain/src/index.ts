/**
 * @transmission-spec/domain: every entity, enum, label, limit, unit conversion, validation rule and
 * user-facing message of SPEC.md, as zod schemas and constants. No I/O. One folder per subject, each
 * also an entry of its own (`@transmission-spec/domain/survey` ...); this root entry is all of
 * them but the test fixtures, which are `@transmission-spec/domain/testing` (decision 094).
 */
export * from './common/index.js';
export * from './survey/index.js';
export * from './recommendation/index.js';
export * from './catalogue/index.js';
export * from './accounts/index.js';
export * from './specs/index.js';
export * from './web/index.js';
export * from './insights/index.js';
