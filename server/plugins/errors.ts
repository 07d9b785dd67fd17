// One error handler, driven by a table (ERROR_ANSWERS): 4xx carry a human sentence, 5xx never show internals.
// (The JSON 404 is in static-portal.ts.)
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { fail } from '../lib/envelope';
import { InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import { fileTooLargeMessage } from '../lib/image-store';
import { UploadStoreError } from '../lib/upload-store';
import { REQUEST_TOO_LARGE, REQUEST_TOO_SLOW, REQUEST_TOO_SLOW_CODE } from './request-limits';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const FIELD_WORDS: Record<string, string> = { body: 'request', querystring: 'query', params: 'address' };

/** Turns AJV's first validation issue into a sentence a person can act on. */
export function describeValidation(issues: ValidationIssue[], context?: string): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const params = issue.params ?? {};
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const field = missing ?? (path || FIELD_WORDS[context ?? ''] || 'request');
  switch (issue.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'type':
      return `${field} must be ${String(params.type)}.`;
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid e-mail address.`
        : `${field} must be a valid ${String(params.format)}.`;
    case 'minLength':
      return params.limit === 1
        ? `${field} is required.`
        : `${field} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}.`;
    case 'pattern':
      return `${field} is not in the expected format.`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not an accepted field.`;
    case 'minItems':
      return `${field} needs at least ${String(params.limit)} item(s).`;
    case 'maxItems':
      return `${field} accepts at most ${String(params.limit)} item(s).`;
    default:
      return `${field} ${issue.message ?? 'is not valid'}.`;
  }
}

/** True when a string anywhere in `value` holds a NUL character (PostgreSQL text cannot store one). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

/** True when a number anywhere in `value` is not finite (AJV coerces a 400-digit query value to Infinity). */
export function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNonFinite(item, depth + 1));
  return Object.values(value as Record<string, unknown>).some((item) => hasNonFinite(item, depth + 1));
}

type HandledError = FastifyError & { validationContext?: string };

/** The error's own status; an error without one is ours (500). */
const statusOf = (error: HandledError): number => error.statusCode ?? 500;
/** Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit) carry a 4xx. */
const isClientStatus = (error: HandledError): boolean => statusOf(error) >= 400 && statusOf(error) < 500;
/** node-postgres puts the SQLSTATE in code; a plain Error has none and so matches no SQLSTATE row. */
const pgCodeOf = (error: HandledError): string => error.code;
/** @fastify/rate-limit's builder (plugins/rate-limit.ts) words its refusal with the wait time: safe to pass on. */
const RATE_LIMIT_SENTENCE = /^Too many attempts\. Please try again in \d+ seconds\.$/;

interface ErrorAnswer {
  /** Which errors this row answers; the first row that matches wins. */
  match: (error: HandledError) => boolean;
  /** A fixed status, or the error's own. */
  status: number | 'own';
  message: string | ((error: HandledError, config: Config, request: FastifyRequest) => string);
  headers?: (error: HandledError) => Record<string, string>;
  /** Errors that are not the client's fault are logged (with the details the answer leaves out). */
  log?: { level: 'warn' | 'error'; note: string };
}

/** What each kind of error answers: 4xx carry a sentence a person can act on, 5xx never show internals. */
const ERROR_ANSWERS: readonly ErrorAnswer[] = [
  // Thrown on purpose by a route: its status, sentence and headers (retry-after) as they are.
  {
    match: (error) => error instanceof HttpError,
    status: 'own',
    message: (error) => error.message,
    headers: (error) => (error instanceof HttpError ? error.headers : {}),
  },
  // A repository's refusal of the input (an image that is not ours, say): its sentence, as a 400.
  { match: (error) => error instanceof InvalidInputError, status: 400, message: (error) => error.message },
  // A service's "no such item" (a deleted or unknown post, say): its sentence, as a 404.
  { match: (error) => error instanceof NotFoundError, status: 404, message: (error) => error.message },
  {
    match: (error) => Boolean(error.validation),
    status: 400,
    message: (error) => describeValidation(error.validation ?? [], error.validationContext),
  },
  {
    match: (error) =>
      isClientStatus(error) &&
      (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError),
    status: 'own',
    message: 'The request body is not valid JSON.',
  },
  // Over the route's body limit (plugins/request-limits.ts): on a route that takes a file, the file is what the user
  // has to shrink; anywhere else no form sends that much.
  {
    match: (error) =>
      isClientStatus(error) && (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusOf(error) === 413),
    status: 'own',
    message: (_error, config, request) =>
      request.routeOptions.config?.fileBody ? fileTooLargeMessage(config.uploadMaxBytes) : REQUEST_TOO_LARGE,
    // The rest of the body is not read: the connection closes after the answer instead of draining it.
    headers: () => ({ connection: 'close' }),
  },
  // The body did not arrive in time (plugins/request-limits.ts): the rest of it is not waited for.
  {
    match: (error) => error.code === REQUEST_TOO_SLOW_CODE,
    status: 408,
    message: REQUEST_TOO_SLOW,
    headers: () => ({ connection: 'close' }),
  },
  {
    match: (error) => isClientStatus(error) && error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    status: 'own',
    message: 'This content type is not accepted.',
  },
  {
    match: (error) => statusOf(error) === 429 && RATE_LIMIT_SENTENCE.test(error.message),
    status: 'own',
    message: (error) => error.message,
  },
  {
    match: (error) => statusOf(error) === 429,
    status: 'own',
    message: 'Too many requests. Please wait and try again.',
  },
  { match: isClientStatus, status: 'own', message: 'The request is not valid.' },
  // Text PostgreSQL cannot store (a backstop for the NUL check in the preValidation hook): the input's fault.
  {
    match: (error) => ['22021', '22P05', '54000'].includes(pgCodeOf(error)),
    status: 400,
    message: 'The request contains a character that is not allowed.',
  },
  // A malformed multipart body (busboy's errors carry no status): the client's fault, not ours.
  {
    match: (error) =>
      /multipart|Unexpected end of form|Malformed part header|boundary/i.test(String(error.message)),
    status: 400,
    message: 'The request body is not valid.',
  },
  // The upload store (disk full, bucket unreachable or refusing): the request may succeed in a moment; the details
  // (endpoint, bucket, SDK message) stay in the log.
  {
    match: (error) => error instanceof UploadStoreError,
    status: 503,
    message: 'File storage is briefly unavailable. Please try again in a moment.',
    headers: () => ({ 'retry-after': '5' }),
    log: { level: 'error', note: 'upload store unavailable' },
  },
  // The database went away (restart, failover, terminated connections: SQLSTATE class 08 and 57P01-57P03, or a
  // socket error): the pool reconnects on the next query, so tell the client to retry rather than fail.
  {
    match: (error) =>
      /^(08|57P0[123])/.test(pgCodeOf(error)) ||
      /ECONNREFUSED|ECONNRESET|Connection terminated/i.test(String(error.message)),
    status: 503,
    message: 'The service is briefly unavailable. Please try again.',
    headers: () => ({ 'retry-after': '1' }),
    log: { level: 'warn', note: 'database unavailable' },
  },
];

/** Anything else is ours: the details stay in the log. */
const SERVER_FAULT: ErrorAnswer = {
  match: () => true,
  status: 500,
  message: 'Something went wrong on our side. Please try again.',
  log: { level: 'error', note: 'request failed' },
};

export default fp(
  (app, _options, done) => {
    // Refuse NUL characters in the address, query or body before any handler sends them to the database.
    app.addHook('preValidation', async (request) => {
      if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
        throw new HttpError(400, 'The request contains a character that is not allowed.');
      }
    });
    // After validation (and AJV's type coercion): numbers too large to be numbers.
    app.addHook('preHandler', async (request) => {
      if (hasNonFinite(request.params) || hasNonFinite(request.query))
        throw new HttpError(400, 'A number in the request is out of range.');
    });

    app.setErrorHandler((error: HandledError, request, reply) => {
      const answer = ERROR_ANSWERS.find((row) => row.match(error)) ?? SERVER_FAULT;
      if (answer.log) request.log[answer.log.level]({ err: error }, answer.log.note);
      const message =
        typeof answer.message === 'string' ? answer.message : answer.message(error, app.config, request);
      void reply
        .headers(answer.headers?.(error) ?? {})
        .code(answer.status === 'own' ? statusOf(error) : answer.status)
        .send(fail(message, error instanceof HttpError ? error.data : undefined));
    });
    done();
  },
  { name: 'errors' },
);
