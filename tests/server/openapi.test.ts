// The published OpenAPI document (/clap/docs/json) is one a generated client can use (issue 30, section 4): Redocly's
// lint (redocly.yaml) finds no problem; every operation has a unique operationId, the error answers that apply, and
// a security requirement exactly where a token is needed (checked against the server's answers, not only the
// document); a route that reads an optional token says so. The additions come from plugins/swagger.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorSchema } from '../../server/lib/envelope';
import { guardOf } from '../../server/plugins/auth';
import { ERROR_RESPONSES, errorStatusesOf, operationIdOf } from '../../server/plugins/swagger';
import { redoclyLint } from '../../scripts/api-doc';
import { createTestContext, type TestContext } from './helpers';

interface Response {
  $ref?: string;
  description?: string;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties: Record<string, unknown> }>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    securitySchemes: Record<string, unknown>;
  };
}

const REQUIRED = JSON.stringify([{ token: [] }]);
const OPTIONAL = JSON.stringify([{}, { token: [] }]);

let ctx: TestContext;
let doc: Document;
const operations: { key: string; method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/clap/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json<Document>();
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item))
      operations.push({ key: `${method.toUpperCase()} ${p}`, method, path: p, op });
  }
});
afterAll(async () => ctx?.close());

/** A URL for a documented path, with placeholder values (as tests/server/hardening-access.test.ts fills them). */
const urlOf = (p: string) =>
  p
    .replace('{slug}', 'about')
    .replace('{name}', `${'a'.repeat(32)}.png`)
    .replace('{page}', '1')
    .replace(/\{\w+\}/g, '987654');

describe('the published OpenAPI document', () => {
  it('passes Redocly lint (redocly.yaml) with no errors and no warnings', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'clap-openapi-test-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const result = redoclyLint(file, 'json');
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
      };
      const problems = report.problems.map(
        (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location?.[0]?.pointer ?? '?'}`,
      );
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(result.status).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives every operation a unique, readable operationId', () => {
    expect(operations.length).toBeGreaterThanOrEqual(90);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const byKey = Object.fromEntries(operations.map(({ key, op }) => [key, op.operationId]));
    expect(byKey['GET /clap/prop/public/creative/{id}']).toBe('getPublicCreativeById');
    expect(byKey['PATCH /clap/prop/admin-partner/{id}/approve']).toBe('patchAdminPartnerByIdApprove');
    expect(byKey['POST /upload']).toBe('postUpload');
    expect(byKey['GET /sitemap-{page}.xml']).toBe('getSitemapByPageXml');
  });

  it('derives operationIds from method and URL', () => {
    expect(operationIdOf('GET', '/clap/prop/pages/:slug/translations/:language')).toBe(
      'getPagesBySlugTranslationsByLanguage',
    );
    expect(operationIdOf('PUT', '/clap/prop/creative/:phone_number')).toBe('putCreativeByPhoneNumber');
    expect(operationIdOf('GET', '/clap/prop/public/stats.csv')).toBe('getPublicStatsCsv');
    expect(operationIdOf('DELETE', '/clap/prop/account')).toBe('deleteAccount');
    expect(operationIdOf('GET', '/clap/health')).toBe('getHealth');
    expect(operationIdOf('GET', '/sitemap-:page(^\\d+).xml')).toBe('getSitemapByPageXml');
  });

  it('documents the raw-token Authorization header as an apiKey scheme', () => {
    expect(doc.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const schemes = new Set(
      operations.flatMap(({ op }) => (op.security ?? []).flatMap((requirement) => Object.keys(requirement))),
    );
    expect([...schemes]).toEqual(['token']);
  });

  it('requires the token exactly where the server refuses an anonymous call with 401', async () => {
    const wrong: string[] = [];
    for (const { key, method, path: p, op } of operations) {
      expect(op.security, `${key} has no security requirement`).toBeDefined();
      const security = JSON.stringify(op.security);
      const response = await ctx.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlOf(p),
        ...(['get', 'head', 'delete'].includes(method) ? {} : { payload: {} }),
      });
      const answer = response.headers['content-type']?.toString().includes('json')
        ? response.json<{ status?: boolean; message?: string }>()
        : {};
      const asksToSignIn = response.statusCode === 401 && answer.message === 'Please log in to continue.';
      if (security === REQUIRED && !asksToSignIn)
        wrong.push(
          `${key}: documented as needing a token, answered ${response.statusCode} ${answer.message ?? ''}`,
        );
      if (security !== REQUIRED && asksToSignIn)
        wrong.push(`${key}: needs a token, documented as ${security}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the routes that read a token only when one is sent as optional', () => {
    const security = Object.fromEntries(operations.map(({ key, op }) => [key, JSON.stringify(op.security)]));
    for (const key of [
      'GET /clap/prop/public/creative/{id}',
      'GET /clap/prop/public/business/{id}',
      'GET /clap/prop/public/partner/{id}',
      'GET /clap/prop/public/profile/{id}',
      'POST /clap/prop/creative/password',
      'POST /clap/prop/business/password',
    ]) {
      expect(security[key], key).toBe(OPTIONAL);
    }
    expect(security['POST /clap/prop/partner-reg/password']).toBe('[]');
    expect(security['GET /clap/prop/public/post']).toBe('[]');
  });

  it('gives every operation its error answers as the error envelope', () => {
    const missing: string[] = [];
    for (const { key, path: p, op } of operations) {
      const statuses = new Set(Object.keys(op.responses));
      const need = (status: number, why: string) => {
        if (!statuses.has(String(status))) missing.push(`${key}: no ${status} (${why})`);
      };
      need(503, 'every route can be shed');
      if (op.parameters?.length || op.requestBody) need(400, 'it takes input');
      if (op.requestBody) {
        need(413, 'it takes a body');
        need(415, 'it takes a body');
      }
      if (p.includes('{')) need(404, 'a path parameter');
      if (JSON.stringify(op.security) === REQUIRED) need(401, 'it needs a token');
    }
    expect(missing).toEqual([]);

    // The shared answers all carry the one envelope, which says at least what the server's errorSchema says.
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(Object.keys(envelope?.properties ?? {})).toEqual(
      expect.arrayContaining([...Object.keys(errorSchema.properties), 'data']),
    );
    for (const { name } of Object.values(ERROR_RESPONSES)) {
      expect(doc.components.responses[name]?.content['application/json']?.schema.$ref).toBe(
        '#/components/schemas/ErrorEnvelope',
      );
    }
    const refs = operations
      .flatMap(({ op }) => Object.values(op.responses).map((r) => r.$ref))
      .filter(Boolean);
    expect(refs.length).toBeGreaterThan(operations.length);
  });

  it('an error answer the server sends fits the documented envelope', async () => {
    const answer = (await ctx.app.inject({ method: 'GET', url: '/clap/prop/users/profile' })).json<
      Record<string, unknown>
    >();
    const envelope = doc.components.schemas.ErrorEnvelope;
    expect(answer.status).toBe(false);
    expect(Object.keys(answer).filter((k) => !(k in (envelope?.properties ?? {})))).toEqual([]);
  });

  it('reads the error statuses off the route declaration: guards, kinds, input, limits', () => {
    const route = (options: Partial<RouteOptions>) =>
      ({ method: 'POST', url: '/x', handler: () => undefined, ...options }) as RouteOptions;
    const anyKind = ctx.app.requireAuth();
    const admin = ctx.app.requireAuth('admin');
    const publisher = ctx.app.requirePublisher();
    expect(guardOf(anyKind)).toEqual({ kinds: [], publisher: false });
    expect(guardOf([async () => undefined, publisher])).toEqual({ kinds: [], publisher: true });
    expect(guardOf(async () => undefined)).toBeUndefined();

    expect(errorStatusesOf(route({ url: '/clap/health' }), {}, undefined)).toEqual([503]);
    expect(errorStatusesOf(route({ onRequest: anyKind }), {}, guardOf(anyKind))).toEqual([401, 503]);
    expect(errorStatusesOf(route({ onRequest: admin }), { querystring: {} }, guardOf(admin))).toEqual([
      400, 401, 403, 503,
    ]);
    expect(
      errorStatusesOf(route({ url: '/x/:id', onRequest: publisher }), { body: {} }, guardOf(publisher)),
    ).toEqual([400, 401, 403, 404, 413, 415, 503]);
    expect(errorStatusesOf(route({ config: { rateLimit: { max: 1 } } }), { body: {} }, undefined)).toEqual([
      400, 413, 415, 429, 503,
    ]);
    expect(errorStatusesOf(route({ preHandler: ctx.app.publishLimit }), {}, undefined)).toEqual([429, 503]);
  });
});
