/**
 * @transmission-spec/domain/catalogue: The transmission catalogue as administrators edit it: families, model entries, gear ratios, thresholds, support groups and tire sizes.
 */
export * from './gear-ratios.js';
export * from './gear-ratio-text.js';
export * from './tire-sizes.js';
export * from './tire-size-schemas.js';
export * from './model-entry.js';
export * from './transmission-thresholds.js';
export * from './support-groups.js';
export * from './transmission-family.js';
export * from './transmission-admin.js';
