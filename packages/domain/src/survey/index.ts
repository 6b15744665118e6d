/**
 * @transmission-spec/domain/survey: The survey's answers and draft, their schemas and quantity inputs, and the /demo page's example answers.
 */
export * from './quantity-input.js';
export * from './survey.js';
export * from './demo-answers.js';
