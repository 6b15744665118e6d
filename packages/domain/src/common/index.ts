/**
 * @transmission-spec/domain/common: The building blocks every subject uses: enums and their schemas, limits, units, numeric input, field schemas, JSON shape bounds and the shared messages.
 */
export * from './enums.js';
export * from './enum-schemas.js';
export * from './limits.js';
export * from './units.js';
export * from './numeric.js';
export * from './messages.js';
export * from './fields.js';
export * from './json-shape.js';
