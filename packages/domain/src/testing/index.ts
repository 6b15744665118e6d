/**
 * @transmission-spec/domain/testing: Test fixtures (the golden survey answers). Only tests, e2e and bench import this entry: lint refuses it in production code (decision 094).
 */
export * from './sample-answers.js';
