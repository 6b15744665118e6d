/**
 * @transmission-spec/domain/recommendation: What a recommendation returns and how it is told: the result response, logic log, no-transmission reason, transmission details, why text, gearing and engineering-check text and the result labels.
 */
export * from './logic-log.js';
export * from './no-transmission-reason.js';
export * from './transmission-details.js';
export * from './survey-response.js';
export * from './why-text.js';
export * from './gearing-tier.js';
export * from './gearing-text.js';
export * from './engineering-check.js';
export * from './engineering-text.js';
export * from './result-labels.js';
// Issue 26: a route like yours, the axle-ratio rule and the yearly fuel figure's inputs.
export * from './duty-route.js';
export * from './yearly-fuel.js';
export * from './duty-cycle-text.js';
