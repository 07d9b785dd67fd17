// Property-based fuzzing (issue 7, section 3): every API route listed by the OpenAPI document (/clap/docs/json)
// gets FUZZ_RUNS generated bad inputs (malformed JSON, wrong types, huge strings, __proto__ keys, bad ids, bad
// BVN/NIN, odd content types, garbage tokens), sent as every kind of caller. Zero 500s; every error answer is a
// JSON envelope { status: false, message }. `npm test` runs 50 per route; `npm run test:hardening` runs 1,000.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- OpenAPI and answers are read loosely */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from '../../server/db/tables';
import { createAccount, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);

interface Route {
  method: string;
  path: string;
  params: string[];
  query: string[];
  fields: string[];
}

type Caller = 'none' | 'garbage' | AccountKind;

interface FuzzCase {
  caller: Caller;
  params: Record<string, string>;
  query: [string, string][];
  body: { kind: 'none' } | { kind: 'raw'; text: string; contentType: string };
}

const ATTACK_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '../../etc/passwd',
  '\u0000',
  '%00',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '99999999999999999999',
  'null',
  'undefined',
  '{}',
  '[]',
  'true',
  'ＡＢＣ',
  '😀'.repeat(40),
  '\uD800',
  '\r\n\r\nX-Injected: 1',
  'a@b',
  'x'.repeat(300),
  '${7*7}',
  '{{7*7}}',
];
/** Bad BVN/NIN values: too short, too long, letters, all zeros, signs, spaces. */
const badIdentity = fc.oneof(
  fc.stringMatching(/^\d{0,10}$/),
  fc.stringMatching(/^\d{12,30}$/),
  fc.constantFrom(
    '1234567890a',
    '00000000000',
    ' 12345678901',
    '+2348031234567',
    '1234-5678-90',
    '１２３４５６７８９０１',
  ),
);
const hugeString = fc
  .integer({ min: 1_000, max: 70_000 })
  .chain((n) => fc.constantFrom('x', '<', '😀', '\\', '%').map((c) => c.repeat(n)));
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...ATTACK_STRINGS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', 'url'), fc.jsonValue({ maxDepth: 1 }), {
    maxKeys: 3,
  }),
  hugeString,
  badIdentity,
);
/** Ids that are wrong; `namesOwnAccount` keeps them off the fuzzing accounts, which admin routes could delete. */
const badId = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 0 }).map(String),
  fc.integer({ min: 50_000_000, max: 2_147_483_647 }).map(String),
  fc.constantFrom(
    '2147483648',
    '9223372036854775808',
    '1e3',
    '1.5',
    '0x10',
    ' 7',
    '07',
    'abc',
    '-0',
    '+5',
    '%2e%2e%2f',
    '__proto__',
  ),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.integer({ min: 300, max: 2_000 }).map((n) => '9'.repeat(n)),
);
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"__proto__":',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '{"a":"\\u12"}',
  '01',
  '{"a":1,}',
  '"',
];

/** A JSON object text with the route's own field names (and prototype-polluting keys) set to bad values. */
function objectText(fields: string[]): fc.Arbitrary<string> {
  const keys = fc.constantFrom(
    ...fields,
    '__proto__',
    'constructor',
    'prototype',
    'is_admin',
    'kind',
    'extra',
  );
  return fc
    .array(fc.tuple(keys, badValue), { maxLength: 6 })
    .map(
      (entries) =>
        `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
    );
}

/**
 * True when a path value could name one of the fuzzing accounts (a generated string such as "4" or " 04").
 * Admin routes would otherwise delete or blacklist the very callers the later cases sign in as.
 */
function namesOwnAccount(value: string, ownIds: Set<number>): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length > 0 && digits.length < 16 && ownIds.has(Number(digits));
}

function caseFor(route: Route, ownIds: Set<number>): fc.Arbitrary<FuzzCase> {
  const fields = route.fields.length > 0 ? route.fields : ['id', 'name'];
  const bodies: fc.Arbitrary<FuzzCase['body']>[] = [
    objectText(fields).map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    fc
      .constantFrom(...MALFORMED_JSON)
      .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    fc
      .string({ maxLength: 200 })
      .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    fc.jsonValue({ maxDepth: 3 }).map((v) => ({
      kind: 'raw' as const,
      text: JSON.stringify(v) ?? 'null',
      contentType: 'application/json',
    })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-7',
        ),
        fc.string({ maxLength: 100 }),
      )
      .map(([contentType, text]) => ({ kind: 'raw' as const, text, contentType })),
    fc.constant({ kind: 'none' as const }),
  ];
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  const paramValue = fc
    .oneof(
      badId,
      badValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null')).slice(0, 2_000)),
    )
    .filter((value) => !namesOwnAccount(value, ownIds));
  const params = fc.record(Object.fromEntries(route.params.map((p) => [p, paramValue])));
  const queryKeys = fc.constantFrom(...route.query, '__proto__', 'constructor', 'page', 'limit', 'q', 'x');
  const queryValue = fc.oneof(
    fc.constantFrom(...ATTACK_STRINGS),
    fc.string({ maxLength: 40 }),
    fc.integer().map(String),
    badId,
    hugeString.map((s) => s.slice(0, 3_000)),
  );
  return fc.record({
    caller: fc.constantFrom<Caller>('none', 'garbage', 'creative', 'business', 'partner', 'admin'),
    params,
    query: fc.array(fc.tuple(queryKeys, queryValue), { maxLength: 5 }),
    body: hasBody ? fc.oneof(...bodies) : fc.constant({ kind: 'none' as const }),
  });
}

/** encodeURIComponent, or raw invalid UTF-8 percent-escapes for strings it refuses (lone surrogates). */
function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Routes whose call may end the caller's session: they get a fresh session each time. */
const SESSION_ENDING = new Set([
  'POST /clap/prop/auth/logout',
  'POST /clap/prop/account/logout-all',
  'DELETE /clap/prop/account',
]);

describe('fuzzing every API route', () => {
  let ctx: TestContext;
  let routes: Route[];
  const accounts = {} as Record<AccountKind, TestAccount>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT: 'false' } });
    for (const kind of ['creative', 'business', 'partner', 'admin'] as const) {
      accounts[kind] = await createAccount(ctx, { kind, approved: true });
    }
    const doc = (await ctx.app.inject({ method: 'GET', url: '/clap/docs/json' })).json<any>();
    routes = [];
    for (const [path, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        const schema = op.requestBody?.content?.['application/json']?.schema;
        routes.push({
          method: method.toUpperCase(),
          path,
          params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name as string),
          query: (op.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string),
          fields: Object.keys(schema?.properties ?? {}),
        });
      }
    }
  });
  afterAll(async () => ctx?.close());

  it(`sends ${RUNS} bad inputs to every route: no 500, every error a JSON envelope`, async () => {
    expect(routes.length).toBeGreaterThanOrEqual(90);
    const started = Date.now();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const ownIds = new Set(Object.values(accounts).map((account) => account.id));
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      await fc.assert(
        fc.asyncProperty(caseFor(route, ownIds), async (input) => {
          let url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
            safeEncode(input.params[name] ?? ''),
          );
          if (input.query.length > 0)
            url += `?${input.query.map(([k, v]) => `${safeEncode(k)}=${safeEncode(v)}`).join('&')}`;
          let token: string | undefined;
          if (input.caller === 'garbage') token = 'not-a-token-\u00e9';
          else if (input.caller !== 'none') {
            const account = accounts[input.caller];
            token = SESSION_ENDING.has(key) ? await ctx.app.issueSession(account.id) : account.token;
          }
          const headers: Record<string, string> = {};
          if (token) headers.authorization = token;
          if (input.body.kind === 'raw') headers['content-type'] = input.body.contentType;
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(input.body.kind === 'raw' ? { payload: input.body.text } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const describeCase = () =>
            `${key} ${url.slice(0, 200)} as ${input.caller}: ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) failures.push(describeCase());
          expect(response.statusCode, describeCase()).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], describeCase()).toMatch(/^application\/json/);
            const parsed = response.json<{ status: unknown; message: unknown }>();
            expect(parsed.status, describeCase()).toBe(false);
            expect(typeof parsed.message, describeCase()).toBe('string');
          }
        }),
        { numRuns: RUNS },
      );
    }
    const seconds = (Date.now() - started) / 1000;
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `fuzz: ${routes.length} routes x ${RUNS} = ${total} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(failures).toEqual([]);
  }, 3_600_000);
});
