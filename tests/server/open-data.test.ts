// The open data (issue 19): small cells and their complements suppressed, so that an attacker who solves the
// published totals by subtraction recovers nothing; the CSV's shape and its spreadsheet safety; the /open-data page
// without JavaScript (tables present, escaped); no field that names a person; the hourly cache.
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NOT_GIVEN,
  OPEN_DATA_CSV_HEADER,
  SUPPRESSED,
  type OpenData,
  type PublicCount,
} from '../../contract/insights';
import { SECTORS } from '../../contract/sectors';
import { STATES } from '../../contract/states';
import type { PublicStats } from '../../contract/stats';
import { csvCell, openDataCsv } from '../../server/lib/open-data-csv';
import { openDataDocument, renderOpenDataHtml } from '../../server/lib/open-data-html';
import { suppressGrowth, suppressTable } from '../../server/lib/suppression';
import { body, createTestContext, type TestContext } from './helpers';

// ---- the attacker: solves linear equations (sum of coef * cell = constant) one unknown at a time.
interface Equation {
  terms: [cell: string, coef: number][];
  constant: number;
}

/** Every unknown cell the published figures and equations pin down exactly. */
function recover(known: Map<string, number>, equations: Equation[]): Map<string, number> {
  const values = new Map(known);
  const found = new Map<string, number>();
  for (let progress = true; progress;) {
    progress = false;
    for (const eq of equations) {
      const unknown = eq.terms.filter(([cell]) => !values.has(cell));
      if (unknown.length !== 1) continue;
      const [cell, coef] = unknown[0];
      const rest = eq.terms.filter(([c]) => c !== cell).reduce((sum, [c, k]) => sum + k * values.get(c)!, 0);
      const value = (eq.constant - rest) / coef;
      values.set(cell, value);
      found.set(cell, value);
      progress = true;
    }
  }
  return found;
}

/** Cells suppressed in a table whose column totals are published, recovered by subtraction. */
function attackTable(published: PublicCount[][], columnTotals: number[]): Map<string, number> {
  const known = new Map<string, number>();
  published.forEach((row, r) => row.forEach((v, c) => v !== SUPPRESSED && known.set(`${r},${c}`, v)));
  const equations = columnTotals.map((total, c) => ({
    terms: published.map((_, r): [string, number] => [`${r},${c}`, 1]),
    constant: total,
  }));
  return recover(known, equations);
}

/** Joined months recovered from a growth series whose last total (the member count) is published. */
function attackGrowth(joined: PublicCount[], total: PublicCount[], members: number): Map<string, number> {
  const known = new Map<string, number>([
    ['T-1', 0],
    [`T${total.length - 1}`, members],
  ]);
  joined.forEach((v, i) => v !== SUPPRESSED && known.set(`J${i}`, v));
  total.forEach((v, i) => v !== SUPPRESSED && known.set(`T${i}`, v));
  const equations = joined.map((_, i): Equation => ({
    terms: [
      [`T${i}`, 1],
      [`T${i - 1}`, -1],
      [`J${i}`, -1],
    ],
    constant: 0,
  }));
  const found = recover(known, equations);
  return new Map([...found].filter(([cell]) => cell.startsWith('J')));
}

/** A small deterministic random source, so a failing case can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('suppression (pure)', () => {
  it('a table: cells under 5 become <5; a column with one such cell gets its smallest other cell as complement', () => {
    const out = suppressTable(
      [
        [40, 3],
        [12, 9],
        [4, 30],
        [7, 8],
      ],
      { rows: false, columns: true },
    );
    // Column 0: 4 alone is small, its complement is 7. Column 1: 3 alone, complement 8.
    expect(out).toEqual([
      [40, SUPPRESSED],
      [12, 9],
      [SUPPRESSED, 30],
      [SUPPRESSED, SUPPRESSED],
    ]);
    // Without published totals only the small cells go.
    expect(
      suppressTable(
        [
          [40, 3],
          [12, 9],
        ],
        { rows: false, columns: false },
      ),
    ).toEqual([
      [40, SUPPRESSED],
      [12, 9],
    ]);
  });

  it('a suppressed cell cannot be recovered by subtraction from a column total (and the naive rule would leak)', () => {
    const cells = [
      [40, 3],
      [12, 9],
      [4, 30],
      [7, 8],
    ];
    const totals = [63, 50];
    expect(attackTable(suppressTable(cells, { rows: false, columns: true }), totals).size).toBe(0);
    // Primary suppression alone gives both small cells away: the attack works, so it would catch a regression.
    const naive = cells.map((row) => row.map((n): PublicCount => (n < 5 ? SUPPRESSED : n)));
    expect([...attackTable(naive, totals)]).toEqual([
      ['2,0', 4],
      ['0,1', 3],
    ]);
  });

  it('random tables: every cell under 5 is suppressed and no suppressed cell is ever recovered', () => {
    const next = random(19);
    for (let trial = 0; trial < 300; trial += 1) {
      const rows = 1 + Math.floor(next() * 12);
      const cells = Array.from({ length: rows }, () =>
        [0, 1, 2].map(() => (next() < 0.3 ? Math.floor(next() * 5) : 5 + Math.floor(next() * 40))),
      );
      const out = suppressTable(cells, { rows: false, columns: true });
      cells.forEach((row, r) => row.forEach((n, c) => n < 5 && expect(out[r][c]).toBe(SUPPRESSED)));
      if (rows === 1) continue; // a one-row column is its own total: no table with a total is published so
      const totals = [0, 1, 2].map((c) => cells.reduce((sum, row) => sum + row[c], 0));
      expect(attackTable(out, totals), JSON.stringify(cells)).toEqual(new Map());
    }
  });

  it('growth: a lone small month takes a complement and withholds a total between them', () => {
    expect(suppressGrowth([10, 3, 12, 9])).toEqual({
      joined: [10, SUPPRESSED, SUPPRESSED, 9],
      total: [10, SUPPRESSED, 25, 34],
    });
    // The current month is small: its total is the member count, so the month before gives the complement.
    expect(suppressGrowth([10, 12, 2])).toEqual({
      joined: [10, SUPPRESSED, SUPPRESSED],
      total: [10, SUPPRESSED, 24],
    });
    // Small early totals are suppressed for what they are.
    expect(suppressGrowth([1, 2, 10, 10])).toEqual({
      joined: [SUPPRESSED, SUPPRESSED, 10, 10],
      total: [SUPPRESSED, SUPPRESSED, 13, 23],
    });
    expect(suppressGrowth([20, 30])).toEqual({ joined: [20, 30], total: [20, 50] });
    expect(suppressGrowth([])).toEqual({ joined: [], total: [] });
  });

  it('growth: subtraction of running totals recovers no suppressed month (and would without the complements)', () => {
    const series = [10, 3, 12, 9];
    const out = suppressGrowth(series);
    expect(attackGrowth(out.joined, out.total, 34).size).toBe(0);
    const naive = {
      joined: series.map((n): PublicCount => (n < 5 ? SUPPRESSED : n)),
      total: [10, 13, 25, 34],
    };
    expect([...attackGrowth(naive.joined, naive.total, 34)]).toEqual([['J1', 3]]);

    const next = random(2026);
    for (let trial = 0; trial < 300; trial += 1) {
      const joined = Array.from({ length: 1 + Math.floor(next() * 14) }, () =>
        next() < 0.35 ? Math.floor(next() * 5) : 5 + Math.floor(next() * 30),
      );
      const result = suppressGrowth(joined);
      joined.forEach((n, i) => n < 5 && expect(result.joined[i]).toBe(SUPPRESSED));
      const members = joined.reduce((a, b) => a + b, 0);
      const recovered = attackGrowth(result.joined, result.total, members);
      // One month is the member count itself: nothing to protect it with.
      if (joined.length > 1) expect(recovered, JSON.stringify(joined)).toEqual(new Map());
    }
  });
});

describe('the CSV (pure)', () => {
  it('neutralises formulas and quotes what needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${lead}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Lagos')).toBe('Lagos');
    expect(csvCell('Film & Television')).toBe('Film & Television');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(SUPPRESSED)).toBe('<5');
  });
});

// ---- the endpoints, on a data set with known counts
let ctx: TestContext;
let staticDir: string;
const NAMES = {
  first: 'Zainab',
  last: 'Okonkwo-Secret',
  phone: '+2348000000001',
  business: 'Secret Trading Ltd',
};
const monthsAgo = (k: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 6, 12));
};
/** Sector i has 5 + i creatives, except Music (3), so its creative column has exactly one small cell. */
const creativesIn = (i: number) => (SECTORS[i].name === 'Music' ? 3 : 5 + i);

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-portal-'));
  mkdirSync(path.join(staticDir, 'prerendered'), { recursive: true });
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>CLAP | Creative Economy Portal</title></head><body><noscript>This portal needs JavaScript.</noscript><div id="root"></div></body></html>',
  );
  // A pre-rendered page exists for phones: /open-data must still come with its tables.
  writeFileSync(
    path.join(staticDir, 'prerendered', 'routes.json'),
    JSON.stringify([{ pattern: '/homepage', file: 'homepage.html' }]),
  );
  writeFileSync(
    path.join(staticDir, 'prerendered', 'homepage.html'),
    '<!doctype html><div id="root">home</div>',
  );
  ctx = await createTestContext({
    env: { STATIC_DIR: staticDir, OPEN_DATA_LICENCE_NAME: 'Open <Licence> & "Co"' },
  });
  const db = ctx.database.db;
  let seq = 0;
  const accounts = async (
    kind: 'creative' | 'business' | 'partner',
    n: number,
    at: Date,
    extra: { approved?: boolean } = {},
  ) =>
    n === 0
      ? []
      : db
          .insertInto('accounts')
          .values(
            Array.from({ length: n }, () => ({
              kind,
              email: `od-${(seq += 1)}@secret.example`,
              email_verified_at: new Date(),
              created_at: at,
              approved: extra.approved ?? false,
            })),
          )
          .returning('id')
          .execute();
  const creatives = async (
    n: number,
    at: Date,
    profile: { expertise?: string; residence_state?: string; need_training?: boolean },
  ) => {
    const ids = await accounts('creative', n, at);
    if (ids.length > 0) {
      await db
        .insertInto('creative_profiles')
        .values(
          ids.map(({ id }) => ({
            account_id: id,
            first_name: NAMES.first,
            last_name: NAMES.last,
            phone_number: NAMES.phone,
            date_of_birth: '1990-01-02',
            identity_hash: `secret-hash-${id}`,
            ...profile,
          })),
        )
        .execute();
    }
  };
  for (let i = 0; i < SECTORS.length; i += 1) {
    const n = creativesIn(i);
    // Music's three joined last month, everyone else two months ago.
    await creatives(n, monthsAgo(SECTORS[i].name === 'Music' ? 1 : 2), {
      expertise: SECTORS[i].name,
      residence_state: 'Lagos',
      need_training: i === 0,
    });
  }
  await creatives(6, monthsAgo(2), { residence_state: 'Kano' });
  const businesses = await accounts('business', 7, monthsAgo(2));
  await db
    .insertInto('business_profiles')
    .values(
      businesses.map(({ id }) => ({
        account_id: id,
        trade_name: NAMES.business,
        registered_name: NAMES.business,
        phone_number: NAMES.phone,
        sector: 'Fashion',
        state: 'Oyo',
      })),
    )
    .execute();
  const partners = [
    ...(await accounts('partner', 2, monthsAgo(2), { approved: true })),
    ...(await accounts('partner', 1, monthsAgo(2))),
  ];
  await db
    .insertInto('partner_profiles')
    .values(
      partners.map(({ id }) => ({
        account_id: id,
        name: 'Secret Partner',
        user_email: 'contact@secret.example',
        user_phone_number: NAMES.phone,
      })),
    )
    .execute();
});
afterAll(() => Promise.all([ctx?.close(), rm(staticDir, { recursive: true, force: true })]));

/** A GET that must answer 200 (an optional phone's user agent). */
async function get(url: string, userAgent?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  expect(res.statusCode, url).toBe(200);
  return res;
}
const stats = async () => {
  const res = await get('/clap/prop/public/stats');
  return { res, data: body<{ data: PublicStats }>(res).data };
};

const creativeTotal = SECTORS.reduce((sum, _, i) => sum + creativesIn(i), 0) + 6;

describe('GET /clap/prop/public/stats: open_data', () => {
  it('keeps accounts and as_of, and publishes the figures with small cells suppressed', async () => {
    const { data } = await stats();
    expect(data.accounts).toEqual({ creative: creativeTotal, business: 7, partner: 2 });
    const open = data.open_data;
    expect(open.licence).toEqual({
      name: 'Open <Licence> & "Co"',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(Date.parse(open.computed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(open.by_kind).toEqual({ creative: creativeTotal, business: 7, partner: SUPPRESSED });

    expect(open.by_state.map((r) => r.state)).toEqual([...STATES.map((s) => s.name), NOT_GIVEN]);
    expect(open.by_state.find((r) => r.state === 'Lagos')).toEqual({
      state: 'Lagos',
      creative: creativeTotal - 6,
      business: SUPPRESSED,
    });
    expect(open.by_state.find((r) => r.state === 'Kano')).toEqual({
      state: 'Kano',
      creative: 6,
      business: SUPPRESSED,
    });
    expect(open.by_state.find((r) => r.state === 'Oyo')).toEqual({
      state: 'Oyo',
      creative: SUPPRESSED,
      business: 7,
    });

    // Music (3) is the only small creative cell but for "not given" (6 is not small): Film & Television (5), the
    // smallest other, is its complement.
    expect(open.by_sector.map((r) => r.sector)).toEqual([...SECTORS.map((s) => s.name), NOT_GIVEN]);
    const creativeCells = Object.fromEntries(open.by_sector.map((r) => [r.sector, r.creative]));
    expect(creativeCells.Music).toBe(SUPPRESSED);
    expect(creativeCells['Film & Television']).toBe(SUPPRESSED);
    expect(creativeCells.Fashion).toBe(7);
    expect(creativeCells[NOT_GIVEN]).toBe(6);
    expect(open.by_sector.filter((r) => r.creative === SUPPRESSED)).toHaveLength(2);

    expect(open.support_needs.find((r) => r.sector === 'Film & Television')).toEqual({
      sector: 'Film & Television',
      training: 5,
      funding: SUPPRESSED,
      tools: SUPPRESSED,
      market_access: SUPPRESSED,
    });
    expect(open.offers).toEqual({ opportunities: 0, trainings: 0, tools: 0 });
  });

  it('an attacker subtracting from the published totals recovers no suppressed cell', async () => {
    const { data } = await stats();
    const { accounts, open_data: open } = data;
    const columns = [accounts.creative, accounts.business];
    expect(
      attackTable(
        open.by_state.map((r) => [r.creative, r.business]),
        columns,
      ),
    ).toEqual(new Map());
    expect(
      attackTable(
        open.by_sector.map((r) => [r.creative, r.business]),
        columns,
      ),
    ).toEqual(new Map());
    const members = accounts.creative + accounts.business + accounts.partner;
    expect(open.growth.at(-1)!.total).toBe(members);
    expect(
      attackGrowth(
        open.growth.map((g) => g.joined),
        open.growth.map((g) => g.total),
        members,
      ),
    ).toEqual(new Map());
    // Growth: two months ago everyone but Music; last month Music's 3 (small), this month nobody (small too).
    expect(open.growth).toEqual([
      { month: monthsAgo(2).toISOString().slice(0, 7), joined: members - 3, total: members - 3 },
      { month: monthsAgo(1).toISOString().slice(0, 7), joined: SUPPRESSED, total: SUPPRESSED },
      { month: monthsAgo(0).toISOString().slice(0, 7), joined: SUPPRESSED, total: members },
    ]);
  });

  it('names nobody: no name, e-mail, phone, date of birth or identity field appears', async () => {
    const { res } = await stats();
    const csv = await get('/clap/prop/public/stats.csv');
    const page = await get('/open-data');
    for (const text of [res.body, csv.body, page.body]) {
      for (const secret of [
        NAMES.first,
        NAMES.last,
        NAMES.phone,
        NAMES.business,
        'secret.example',
        'secret-hash',
        '1990-01-02',
        'Secret Partner',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('is computed at most once an hour: a new member shows in accounts at once, not in the open data', async () => {
    const before = (await stats()).data.open_data;
    await ctx.database.db
      .insertInto('accounts')
      .values({ kind: 'partner', email: 'late@x.example', email_verified_at: new Date(), approved: true })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const after = (await stats()).data.open_data;
    expect(after).toEqual(before);
  });
});

describe('no visitor waits for the open data (issue 35)', () => {
  it('a listening server computes it at once, before anyone asks', async () => {
    const own = await createTestContext();
    try {
      const listened = Date.now();
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const asked = Date.now();
      const data = await own.app.openData();
      expect(Date.parse(data.computed_at)).toBeGreaterThanOrEqual(listened - 1);
      expect(Date.parse(data.computed_at)).toBeLessThan(asked);
    } finally {
      await own.close();
    }
  });

  it('after an hour the last figures answer while the next are computed in the background', async () => {
    const first = await ctx.app.openData();
    const later = Date.now() + 3_601_000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    try {
      // Expired: the caller gets the last figures at once; the recomputation runs behind them.
      expect((await ctx.app.openData()).computed_at).toBe(first.computed_at);
      await vi.waitFor(async () =>
        expect((await ctx.app.openData()).computed_at).toBe(new Date(later).toISOString()),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('the landing counts are answered anonymously from the public-read cache, cacheable for their window', async () => {
    const first = await get('/clap/prop/public/stats');
    const again = await get('/clap/prop/public/stats');
    expect(again.headers.etag).toBeDefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=10');
    expect(again.body).toBe(first.body);
    const signedIn = await ctx.app.inject({
      url: '/clap/prop/public/stats',
      headers: { authorization: 'f'.repeat(43) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toMatch(/private/);
  });
});

describe('GET /clap/prop/public/stats.csv', () => {
  it('is one tidy CSV of the same figures, named, licensed and cached', async () => {
    const res = await get('/clap/prop/public/stats.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="open-data-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(OPEN_DATA_CSV_HEADER.join(','));
    expect(lines.every((line) => line.split(',').length === 4)).toBe(true);
    const { open_data: open } = (await stats()).data;
    expect(res.body).toBe(openDataCsv(open));
    expect(lines).toContain('members,all,partner,<5');
    expect(lines).toContain('sector,Music,creative,<5');
    expect(lines).toContain('state,Oyo,business,7');
    expect(lines).toContain(`support_training,Film & Television,all,5`);
    expect(lines).toContain('live_offers,tools,all,0');
    const expectedRows =
      3 +
      open.by_state.length * 2 +
      open.by_sector.length * 2 +
      open.support_needs.length * 4 +
      open.growth.length * 2 +
      3 +
      // people trained (issue 33): the total, then one row per state, sector, gender, month and partner
      1 +
      open.people_trained.by_state.length +
      open.people_trained.by_sector.length +
      open.people_trained.by_gender.length +
      open.people_trained.per_month.length +
      open.people_trained.top_partners.length +
      // calls and proposals (issue 32): three phases (statuses) for the total and each sector and state
      3 * (2 + open.calls.by_sector.length + open.calls.by_state.length) +
      3 * (open.proposals.by_state.length + open.proposals.by_sector.length);
    expect(lines).toHaveLength(1 + expectedRows);
  });

  it('the OpenAPI document names the licence on both routes', async () => {
    const doc = (await get('/clap/docs/json')).json<{
      paths: Record<string, { get: { description: string } }>;
    }>();
    for (const route of ['/clap/prop/public/stats', '/clap/prop/public/stats.csv']) {
      expect(doc.paths[route].get.description).toContain(
        'Licence: Open <Licence> & "Co" (https://creativecommons.org/licenses/by/4.0/)',
      );
    }
    expect(doc.paths['/clap/prop/admin/insights'].get.description).toContain('admin only');
  });

  it('a value a spreadsheet would run stays text', () => {
    const data: OpenData = {
      computed_at: '2026-11-24T09:00:00.000Z',
      licence: { name: 'x', url: 'https://example.com' },
      by_kind: { creative: 5, business: 5, partner: 5 },
      by_state: [{ state: '=cmd|"/c calc"!A1', creative: 9, business: SUPPRESSED }],
      by_sector: [],
      support_needs: [],
      growth: [],
      offers: { opportunities: 0, trainings: 0, tools: 0 },
      people_trained: {
        total: 0,
        by_state: [],
        by_sector: [],
        by_gender: [],
        per_month: [],
        top_partners: [],
      },
      calls: { total: { open: 0, upcoming: 0, closed: 0 }, by_sector: [], by_state: [] },
      proposals: { total: { pending: 0, approved: 0, rejected: 0 }, by_state: [], by_sector: [] },
    };
    expect(openDataCsv(data)).toContain(`state,"'=cmd|""/c calc""!A1",creative,9\r\n`);
  });
});

describe('/open-data without JavaScript', () => {
  it('carries the tables, the computed time, the licence, the CSV and the method, escaped, with its own title', async () => {
    const res = await get('/open-data');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Open data | CLAP</title>');
    expect(html).not.toContain('<noscript>');
    const root = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
    // The members' six tables, the five of people trained (issue 33), three of calls and three of proposals (32).
    expect(root.match(/<table/g)).toHaveLength(17);
    expect(root.match(/<caption>/g)).toHaveLength(17);
    expect(root).toContain('<caption>Members by state</caption>');
    expect(root).toContain('<th scope="col">State</th>');
    expect(root).toContain(
      '<th scope="row">Oyo</th><td class="text-end">&lt;5</td><td class="text-end">7</td>',
    );
    expect(root).toContain('<td class="text-end">&lt;5</td>');
    expect(root).toMatch(/<time datetime="[^"]+">\d{1,2} \w+ \d{4}, \d{2}:\d{2} WAT<\/time>/);
    expect(root).toContain('href="/clap/prop/public/stats.csv"');
    expect(root).toContain('href="#method"');
    expect(root).toContain('<section id="method">');
    // The licence name from the environment is text, never markup.
    expect(root).toContain('rel="license">Open &lt;Licence&gt; &amp; &quot;Co&quot;</a>');
    expect(root).not.toContain('<Licence>');
  });

  it('phones get it too (not a pre-rendered shell), and a trailing slash or capitals change nothing', async () => {
    const phone = await get('/Open-Data/', 'Mozilla/5.0 (Linux; Android 14) Mobile');
    expect(phone.body).toContain('<caption>Members by sector</caption>');
    const other = await get('/directorypage');
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('the renderer escapes every text it writes', () => {
    const data: OpenData = {
      computed_at: '2026-11-24T09:00:00.000Z',
      licence: { name: '<b>L</b>', url: 'https://example.com/?a=1&b="2"' },
      by_kind: { creative: 12345, business: SUPPRESSED, partner: 5 },
      by_state: [{ state: '<img src=x onerror=alert(1)>', creative: 5, business: 6 }],
      by_sector: [{ sector: "Sector's & co", creative: 5, business: 6 }],
      support_needs: [],
      growth: [],
      offers: { opportunities: 1, trainings: 2, tools: 3 },
      people_trained: {
        total: 0,
        by_state: [],
        by_sector: [],
        by_gender: [],
        per_month: [],
        top_partners: [],
      },
      calls: { total: { open: 0, upcoming: 0, closed: 0 }, by_sector: [], by_state: [] },
      proposals: { total: { pending: 0, approved: 0, rejected: 0 }, by_state: [], by_sector: [] },
    };
    const html = renderOpenDataHtml(data);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Sector&#39;s &amp; co');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('<td class="text-end">12,345</td>');
    expect(html).toContain('24 November 2026, 10:00 WAT');
    // An index.html without an empty #root is left alone.
    expect(openDataDocument('<div id="root">x</div>', data)).toBe('<div id="root">x</div>');
  });
});
