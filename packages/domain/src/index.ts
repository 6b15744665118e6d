/**
 * @transmission-spec/domain: every entity, enum, label, limit, unit conversion, validation rule and
 * user-facing message of SPEC.md, as zod schemas and constants. No I/O.
 */
export * from './enums.js';
export * from './enum-schemas.js';
export * from './limits.js';
export * from './units.js';
export * from './numeric.js';
export * from './quantity-input.js';
export * from './messages.js';
export * from './pdf-messages.js';
export * from './fields.js';
export * from './json-shape.js';
export * from './survey.js';
export * from './gear-ratios.js';
export * from './gear-ratio-text.js';
export * from './logic-log.js';
export * from './no-transmission-reason.js';
export * from './transmission-details.js';
export * from './survey-response.js';
export * from './why-text.js';
export * from './gearing-tier.js';
export * from './gearing-text.js';
export * from './tire-sizes.js';
export * from './tire-size-schemas.js';
export * from './engineering-check.js';
export * from './engineering-text.js';
export * from './result-labels.js';
export * from './spec.js';
export * from './spec-share.js';
export * from './rich-text.js';
export * from './model-entry.js';
export * from './transmission-thresholds.js';
export * from './support-groups.js';
export * from './transmission-family.js';
export * from './transmission-admin.js';
export * from './organization.js';
export * from './countries.js';
export * from './password.js';
export * from './account.js';
export * from './roles.js';
export * from './user.js';
export * from './sign-out.js';
export * from './shell-answers.js';
export * from './user-export-csv.js';
export * from './api-error.js';
export * from './api-error-schema.js';
export * from './public-config.js';
export * from './csrf.js';
export * from './sample-answers.js';
export * from './web-routes.js';
// Issue 26: a route like yours, the axle-ratio rule and the yearly fuel figure's inputs.
export * from './duty-route.js';
export * from './yearly-fuel.js';
