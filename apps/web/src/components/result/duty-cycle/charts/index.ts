/**
 * The duty-cycle charts (issue 26): presentational, fed with simulateDutyCycle's output. Each
 * drawing (SVG with d3-scale and d3-shape, decision 108) loads lazily, when it first renders.
 */
export { FuelUseChart } from './fuel-use-chart';
export { RouteProfileChart } from './route-profile-chart';
export type { FuelUseChoice } from './fuel-use-data';
export type { RouteProfileChoice } from './route-profile-data';
