/**
 * The duty-cycle charts (issue 26): presentational, fed with simulateDutyCycle's output. Each
 * loads the chart library (@mui/x-charts, decision 095) lazily, when it first renders.
 */
export { FuelUseChart } from './fuel-use-chart';
export { RouteProfileChart } from './route-profile-chart';
export type { FuelUseChoice } from './fuel-use-data';
export type { RouteProfileChoice } from './route-profile-data';
