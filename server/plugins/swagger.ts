// The OpenAPI document, generated from the route schemas, served at /clap/docs (UI) and /clap/docs/json.
// What every operation needs and no route schema should have to repeat is added here, from the route itself
// (docs/architecture.md, "The OpenAPI document"): a stable operationId from method and URL, the `token` security
// requirement read off the route's guard (app.requireAuth / app.requirePublisher mark theirs, plugins/auth.ts; a
// route with config.token 'optional' is documented as such), and the error answers, as the one error envelope.
// `npm run api:lint` and tests/server/openapi.test.ts lint the result with Redocly (redocly.yaml).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { guardOf, type GuardInfo } from './auth';

/** The security scheme: the raw access token in the Authorization header (no "Bearer", which is tolerated). */
export const TOKEN_SCHEME = 'token';

/**
 * The error answers, each a shared response of the error envelope: added where the route's declaration shows they
 * apply (errorStatusesOf), and standing in for the ones a schema declares without a description of its own.
 */
export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'The request is not valid: the message says what to fix.' },
  401: { name: 'Unauthorized', description: 'No token, or the session has expired: sign in again.' },
  403: {
    name: 'Forbidden',
    description: 'This account may not do this (its kind, an unverified e-mail, or not its own).',
  },
  404: { name: 'NotFound', description: 'Nothing has this key (or it is hidden from this caller).' },
  409: {
    name: 'Conflict',
    description: 'The request clashes with what is already there (the message says how).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than this route accepts.' },
  415: { name: 'UnsupportedMediaType', description: 'This content type is not accepted.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests: wait for Retry-After seconds.',
    retry: true,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The service is busy or briefly unavailable: retry after Retry-After seconds.',
    retry: true,
  },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The vendor key that carries a route's error statuses from `transform` to `transformObject` (removed there). */
const ERRORS_KEY = 'x-clap-errors';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The operationId of a route: the method, then the URL's words in camelCase, without the /clap/prop prefix every
 * API route shares; a path parameter reads "By<Name>". GET /clap/prop/public/creative/:id -> getPublicCreativeById,
 * PATCH /clap/prop/admin-partner/:id/approve -> patchAdminPartnerByIdApprove, GET /sitemap-:page(^\\d+).xml ->
 * getSitemapByPageXml, GET /robots.txt -> getRobotsTxt.
 */
export function operationIdOf(method: string, url: string): string {
  // A parameter's pattern (`:page(^\\d+)`) is no part of its name.
  const segments = url
    .replace(/\([^)]*\)/g, '')
    .split('/')
    .filter(Boolean);
  if (segments[0] === 'clap') segments.shift();
  if (segments[0] === 'prop') segments.shift();
  const words: string[] = [];
  for (const segment of segments) {
    for (const token of segment.match(/:?[A-Za-z0-9]+/g) ?? []) {
      if (token.startsWith(':')) words.push('by', token.slice(1));
      else words.push(token);
    }
  }
  const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map((word) => word.split(/[_-]/).map(upperFirst).join('')).join('');
}

/** A route's hooks, wherever a guard could sit (it must run before the handler). */
function routeGuard(route: RouteOptions): GuardInfo | undefined {
  return (
    guardOf(route.onRequest) ??
    guardOf(route.preParsing) ??
    guardOf(route.preValidation) ??
    guardOf(route.preHandler)
  );
}

function hasHook(hooks: unknown, name: string): boolean {
  return (Array.isArray(hooks) ? (hooks as unknown[]) : [hooks]).some(
    (hook) => typeof hook === 'function' && hook.name === name,
  );
}

/** The error statuses a route can answer, as far as its declaration tells (its schema may declare more). */
export function errorStatusesOf(
  route: RouteOptions,
  schema: FastifySchema,
  guard: GuardInfo | undefined,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([503]); // load shedding (plugins/load-shedding.ts) and a lost database
  const hasPathParams = route.url.includes(':');
  if (schema.body || schema.querystring || schema.params || hasPathParams) statuses.add(400);
  if (schema.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (guard) statuses.add(401);
  if (guard && (guard.kinds.length > 0 || guard.publisher)) statuses.add(403);
  if (hasPathParams) statuses.add(404);
  if (route.config?.rateLimit || hasHook(route.preHandler, 'publishLimit')) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

type Security = Record<string, string[]>[];

/** The route's security requirement: required with a guard, optional when the route says so, else none. */
function securityOf(
  route: RouteOptions,
  schema: FastifySchema & { security?: Security },
  guard: GuardInfo | undefined,
): Security {
  if (guard) return [{ [TOKEN_SCHEME]: [] }];
  if (route.config?.token === 'optional') return [{}, { [TOKEN_SCHEME]: [] }];
  // A route that checks the caller in its handler says so in its schema.
  return schema.security ?? [];
}

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
  [ERRORS_KEY]?: ErrorStatus[];
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
}

function sharedErrorResponse(status: ErrorStatus) {
  return { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
}

/**
 * A schema's own error answer that says nothing the shared one does not: @fastify/swagger's default description
 * and the plain error envelope (lib/envelope.ts errorSchema) as JSON. One with its own description or shape stays.
 */
function isPlainErrorAnswer(status: string, response: unknown): boolean {
  if (!(status in ERROR_RESPONSES)) return false;
  const { description, content, headers } = response as {
    description?: string;
    content?: Record<string, { schema?: unknown }>;
    headers?: unknown;
  };
  if (description !== 'Default Response' || headers || !content) return false;
  const types = Object.keys(content);
  const schema = content['application/json']?.schema as
    { properties?: { status?: { enum?: unknown[]; const?: unknown } } } | undefined;
  const status_ = schema?.properties?.status;
  return (
    types.length === 1 &&
    (status_?.const === false || (status_?.enum?.length === 1 && status_.enum[0] === false))
  );
}

/** Adds the shared error answers an operation lacks (in place), and checks that operationIds are unique. */
export function completeDocument(document: Document): void {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const id = operation.operationId;
      if (id) {
        const other = seen.get(id);
        if (other)
          throw new Error(
            `OpenAPI: operationId ${id} of ${method.toUpperCase()} ${path} is already ${other}'s`,
          );
        seen.set(id, `${method.toUpperCase()} ${path}`);
      }
      const responses = (operation.responses ??= {});
      for (const [status, response] of Object.entries(responses)) {
        if (isPlainErrorAnswer(status, response))
          responses[status] = sharedErrorResponse(Number(status) as ErrorStatus);
      }
      for (const status of operation[ERRORS_KEY] ?? []) responses[status] ??= sharedErrorResponse(status);
      delete operation[ERRORS_KEY];
    }
  }
}

/** The error envelope and the shared error responses. */
function errorComponents() {
  type Ref = { $ref: string };
  const responses: Record<
    string,
    { description: string; headers?: Record<string, Ref>; content: Record<string, { schema: Ref }> }
  > = {};
  for (const { name, description, ...rest } of Object.values(ERROR_RESPONSES)) {
    responses[name] = {
      description,
      ...('retry' in rest ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return {
    schemas: {
      ErrorEnvelope: {
        type: 'object' as const,
        description:
          'Every error answer: status false and a sentence for a person, in the language asked for.',
        required: ['status', 'message'],
        properties: {
          status: { type: 'boolean' as const, const: false },
          message: { type: 'string' as const },
          code: {
            type: 'string' as const,
            description:
              "The message's stable code (e.g. 'auth.invalid_otp'); 'common.unknown' for a message without one.",
          },
          data: { description: 'Details, on the few errors that carry any.' },
        },
      },
    },
    headers: {
      RetryAfter: {
        description: 'Seconds to wait before trying again.',
        schema: { type: 'integer' as const, minimum: 0 },
      },
    },
    responses,
  };
}

export default fp(
  async (app) => {
    const errors = errorComponents();
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Creative portal /clap API',
          description:
            'The API the portal speaks (spec section 7). Every body is an envelope { status, message, data }. ' +
            'Send the access token raw in the Authorization header. Extensions beyond the spec are marked "extension".',
          version: '1.0.0',
        },
        // Paths are absolute (/clap/..., /upload, /uploads/...) on the server that publishes this document.
        servers: [{ url: '/', description: 'The server that publishes this document' }],
        components: {
          securitySchemes: {
            [TOKEN_SCHEME]: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The access token from a login or registration answer, raw (no "Bearer" prefix).',
            },
          },
          ...errors,
        },
      },
      transform: ({ schema, url, route }) => {
        const guard = routeGuard(route);
        const own = (schema ?? {}) as FastifySchema & { security?: Security; operationId?: string };
        const method = Array.isArray(route.method) ? String(route.method[0]) : route.method;
        return {
          url,
          schema: {
            ...own,
            operationId: own.operationId ?? operationIdOf(method, url),
            security: securityOf(route, own, guard),
            [ERRORS_KEY]: errorStatusesOf(route, own, guard),
          } as FastifySchema,
        };
      },
      transformObject: (documentObject) => {
        if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
        completeDocument(documentObject.openapiObject as Document);
        return documentObject.openapiObject;
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/clap/docs',
      // The UI's own inline script would break our CSP; the static UI files load from /clap/docs/static.
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'swagger' },
);
