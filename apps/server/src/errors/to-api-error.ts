import { API_ERRORS, MESSAGES, zodIssuesToFields, type ApiError } from '@transmission-spec/domain';
import { z } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { HttpError } from './http-errors.js';

/** What a client should wait before trying again while the database is away (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What the error handler answers for one thrown value; `unexpected` ones are logged as bugs. */
export interface ErrorReply {
  readonly status: number;
  readonly body: ApiError;
  readonly unexpected: boolean;
  /** Seconds for a Retry-After header (503 while the database is away). */
  readonly retryAfterSeconds?: number;
}

/**
 * Bounds on an error body, whatever the request held (issue 11: thousands of bad list items once
 * answered 47 MB). A form shows one message per field, and a person fixes a handful at a time, so
 * the first MAX_REPORTED_FIELDS fields are plenty; longer keys or messages can only come from input
 * the product never asked for, or from a library's wording (zod's enum message lists every option).
 */
export const MAX_REPORTED_FIELDS = 20;
const MAX_FIELD_KEY_LENGTH = 200;
const MAX_MESSAGE_LENGTH = 300;

/**
 * At most MAX_REPORTED_FIELDS fields, in the order reported, each key and message bounded; an
 * overlong message gives way to the generic one rather than being cut mid-word.
 */
function boundFields(fields: Readonly<Record<string, string>>): Record<string, string> {
  const kept = Object.entries(fields)
    .slice(0, MAX_REPORTED_FIELDS)
    .map(([key, message]): [string, string] => [
      key.slice(0, MAX_FIELD_KEY_LENGTH),
      message.length > MAX_MESSAGE_LENGTH ? MESSAGES.validationFailed : message,
    ]);
  // fromEntries defines own properties, so a field named __proto__ or constructor is kept as data.
  return Object.fromEntries(kept);
}

/** A message a client sees: one of ours, or a library's when short enough to be a sentence. */
function boundMessage(message: string, fallback: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? fallback : message;
}

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type) by status. */
const CODE_BY_STATUS: Readonly<Record<number, keyof typeof API_ERRORS>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface ValidationItem {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * Fastify's request-validation failure: an `validation` array, one item per issue, with the zod issue
 * spread into instancePath (/a/0/b), keyword (the issue code), message and params. Rebuilding the zod
 * issues lets domain's zodIssuesToFields name the fields exactly as forms expect.
 */
function validationFields(items: readonly ValidationItem[]): Record<string, string> {
  const issues = items.map((item) => ({
    ...item.params,
    code: 'custom' as const,
    path: (item.instancePath ?? '').split('/').filter((part) => part !== ''),
    message: item.message ?? MESSAGES.validationFailed,
    input: undefined,
  }));
  return zodIssuesToFields(new z.ZodError(issues));
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

function fail(code: keyof typeof API_ERRORS, fields?: Record<string, string>): ErrorReply {
  const { status, message } = API_ERRORS[code];
  return {
    status,
    body: { code, message, ...(fields ? { fields: boundFields(fields) } : {}) },
    unexpected: false,
  };
}

/** Maps anything thrown while handling a request to the DESIGN error body. Never includes a stack. */
export function toApiError(error: unknown): ErrorReply {
  if (error instanceof HttpError) {
    const { code, message, fields } = error;
    return {
      status: error.statusCode,
      body: {
        code,
        message: boundMessage(message, API_ERRORS[code].message),
        ...(fields ? { fields: boundFields(fields) } : {}),
      },
      unexpected: false,
    };
  }
  // A service that parses with a domain schema and lets the ZodError escape.
  if (error instanceof z.ZodError) return fail('VALIDATION_FAILED', zodIssuesToFields(error));
  const validation = (error as { validation?: unknown } | null)?.validation;
  if (Array.isArray(validation)) {
    return fail('VALIDATION_FAILED', validationFields(validation as ValidationItem[]));
  }
  // An outage, not a bug: the client may try again shortly (and nothing about it reaches the body).
  if (isDatabaseUnavailable(error)) {
    return { ...fail('SERVICE_UNAVAILABLE'), retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  const status = statusOf(error);
  if (status >= 500) return { ...fail('INTERNAL'), status, unexpected: true };
  // Fastify's and plugins' 4xx messages are written for clients ("Body is not valid JSON ...").
  const code = CODE_BY_STATUS[status];
  const fallback = code ? API_ERRORS[code].message : MESSAGES.somethingWentWrong;
  // Some echo the request (an unsupported Content-Type header), which may be long.
  const message =
    error instanceof Error && error.message ? boundMessage(error.message, fallback) : fallback;
  return { status, body: { code: code ?? `HTTP_${status}`, message }, unexpected: false };
}
