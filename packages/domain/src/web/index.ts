/**
 * @transmission-spec/domain/web: HTTP and web-app plumbing shared by server and web: the page routes, the shell's answers, sign-out, API errors, public config and CSRF.
 */
export * from './sign-out.js';
export * from './shell-answers.js';
export * from './api-error.js';
export * from './api-error-schema.js';
export * from './public-config.js';
export * from './csrf.js';
export * from './web-routes.js';
