import { API_ERRORS, type ApiErrorCode } from '@transmission-spec/domain';

/**
 * An error a service or plugin throws on purpose: its status, stable code and message reach the
 * client as they are (DESIGN's `{ code, message, fields }`). Anything else thrown is a bug and
 * answers a generic 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code].message,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = API_ERRORS[code].status;
  }
}

export const validationFailed = (fields: Readonly<Record<string, string>>, message?: string) =>
  new HttpError('VALIDATION_FAILED', message, fields);
export const unauthenticated = () => new HttpError('UNAUTHENTICATED');
export const sessionIdle = () => new HttpError('SESSION_IDLE');
export const forbidden = () => new HttpError('FORBIDDEN');
export const csrfFailed = () => new HttpError('CSRF_FAILED');
export const notFound = () => new HttpError('NOT_FOUND');
export const conflict = (message?: string) => new HttpError('CONFLICT', message);
/** The wait itself travels in the Retry-After header (seconds), set by the rate-limit plugin. */
export const rateLimited = () => new HttpError('RATE_LIMITED');
