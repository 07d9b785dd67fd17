// One error handler: 4xx carry a human sentence, 5xx never show internals. (The JSON 404 is in static-portal.ts.)
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope';
import { HttpError } from '../lib/http-errors';
import { fileTooLargeMessage } from '../lib/image-store';

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
      return params.format === 'email' ? `${field} must be a valid e-mail address.` : `${field} must be a valid ${String(params.format)}.`;
    case 'minLength':
      return params.limit === 1 ? `${field} is required.` : `${field} must be at least ${String(params.limit)} characters.`;
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
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1));
}

/** True when a number anywhere in `value` is not finite (AJV coerces a 400-digit query value to Infinity). */
export function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNonFinite(item, depth + 1));
  return Object.values(value as Record<string, unknown>).some((item) => hasNonFinite(item, depth + 1));
}

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
      if (hasNonFinite(request.params) || hasNonFinite(request.query)) throw new HttpError(400, 'A number in the request is out of range.');
    });

    app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
      if (error instanceof HttpError) {
        void reply.headers(error.headers).code(error.statusCode).send(fail(error.message));
        return;
      }
      if (error.validation) {
        void reply.code(400).send(fail(describeValidation(error.validation, error.validationContext)));
        return;
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type): safe, short messages.
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413
              ? // The body limit is sized for base64 uploads, so the file is what the user has to shrink.
                fileTooLargeMessage(app.config.uploadMaxBytes)
              : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
                ? 'This content type is not accepted.'
                : status === 429
                  ? // @fastify/rate-limit's builder (plugins/rate-limit.ts) words it with the wait time.
                    /^Too many attempts\. Please try again in \d+ seconds\.$/.test(error.message)
                    ? error.message
                    : 'Too many requests. Please wait and try again.'
                  : 'The request is not valid.';
        void reply.code(status).send(fail(message));
        return;
      }
      // Text PostgreSQL cannot store (a backstop for the NUL check above): the input's fault.
      const pgCode = (error as { code?: string }).code;
      if (pgCode === '22021' || pgCode === '22P05' || pgCode === '54000') {
        void reply.code(400).send(fail('The request contains a character that is not allowed.'));
        return;
      }
      // A malformed multipart body (busboy's errors carry no status): the client's fault, not ours.
      if (/multipart|Unexpected end of form|Malformed part header|boundary/i.test(String(error.message))) {
        void reply.code(400).send(fail('The request body is not valid.'));
        return;
      }
      // The database went away (restart, failover, terminated connections: SQLSTATE class 08 and 57P01-57P03, or
      // a socket error): the pool reconnects on the next query, so tell the client to retry rather than fail.
      if (/^(08|57P0[123])/.test(pgCode ?? '') || /ECONNREFUSED|ECONNRESET|Connection terminated/i.test(String(error.message))) {
        request.log.warn({ err: error }, 'database unavailable');
        void reply.code(503).header('retry-after', '1').send(fail('The service is briefly unavailable. Please try again.'));
        return;
      }
      request.log.error({ err: error }, 'request failed');
      void reply.code(500).send(fail('Something went wrong on our side. Please try again.'));
    });
    done();
  },
  { name: 'errors' },
);
