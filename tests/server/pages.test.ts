// Editable static pages (public read, admin write with revisions and audit), the drafts module, and interest
// registrations for the /licensepage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import { PAGE_DRAFTS, PAGE_LIMITS, PAGE_SLUGS, MINISTRY_PLACEHOLDER } from '../../contract/page-drafts';
import { body, createTestContext, TEST_ADMIN, type TestContext } from './helpers';
import { INVALID_PAGE_BODIES } from './page-fixtures';

let ctx: TestContext;
let adminToken: string;
let userToken: string;

async function ensureAdmin(): Promise<number> {
  const db = ctx.database.db;
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'admin')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('accounts')
    .values({
      kind: 'admin',
      email: TEST_ADMIN.email,
      password_hash: await hashPassword(TEST_ADMIN.password, SYSTEM_LANE),
      is_activated: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('admin_profiles').values({ account_id: row.id, name: 'Admin' }).execute();
  return row.id;
}

async function createCreative(email: string): Promise<number> {
  const db = ctx.database.db;
  const row = await db
    .insertInto('accounts')
    .values({
      kind: 'creative',
      email,
      password_hash: await hashPassword('Secret@Pass1', SYSTEM_LANE),
      is_activated: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('creative_profiles')
    .values({ account_id: row.id, first_name: 'Ada', last_name: 'Obi' })
    .execute();
  return row.id;
}

const edited = {
  title: 'Privacy Policy (edited)',
  summary: 'A new summary.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['Only what we need.', '<script>alert(1)</script> stays plain text.'],
    },
    { heading: 'Your rights', paragraphs: [], items: ['Access', 'Deletion'] },
  ],
};

beforeAll(async () => {
  ctx = await createTestContext();
  const adminId = await ensureAdmin();
  adminToken = await ctx.app.issueSession(adminId);
  userToken = await ctx.app.issueSession(await createCreative('reader@test.local'));
});

afterAll(async () => {
  await ctx?.close();
});

describe('page drafts module', () => {
  it('has a draft for every slug, within the server bounds', () => {
    expect(Object.keys(PAGE_DRAFTS).sort()).toEqual([...PAGE_SLUGS].sort());
    for (const slug of PAGE_SLUGS) {
      const draft = PAGE_DRAFTS[slug];
      expect(draft.slug).toBe(slug);
      expect(draft.title.length).toBeLessThanOrEqual(PAGE_LIMITS.titleMax);
      expect(draft.sections.length).toBeGreaterThan(0);
      expect(draft.sections.length).toBeLessThanOrEqual(PAGE_LIMITS.sectionsMax);
      for (const section of draft.sections) {
        expect(section.heading.length).toBeLessThanOrEqual(PAGE_LIMITS.headingMax);
        expect(section.paragraphs.length + (section.items?.length ?? 0)).toBeGreaterThan(0);
        for (const p of section.paragraphs) expect(p.length).toBeLessThanOrEqual(PAGE_LIMITS.paragraphMax);
      }
    }
  });

  it('terms of use have exactly 12 numbered sections, cover BVN/NIN and credit the verification partner', () => {
    const terms = PAGE_DRAFTS.terms;
    expect(terms.sections).toHaveLength(12);
    terms.sections.forEach((section, index) =>
      expect(section.heading.startsWith(`${index + 1}. `)).toBe(true),
    );
    const text = JSON.stringify(terms);
    expect(text).toMatch(/BVN/);
    expect(text).toMatch(/NIN/);
    expect(text).toMatch(/identity-verification partner/);
  });

  it("the plan has exactly eight points and leaves the ministry's facts as placeholders", () => {
    const plan = PAGE_DRAFTS['eight-point-plan'];
    expect(plan.sections).toHaveLength(8);
    expect(JSON.stringify(plan)).toContain(MINISTRY_PLACEHOLDER);
  });

  it('the privacy policy follows the NDPA 2023 and names every right', () => {
    const text = JSON.stringify(PAGE_DRAFTS.privacy);
    expect(text).toContain('Nigeria Data Protection Act 2023');
    for (const word of [
      'Access',
      'Correction',
      'Export',
      'Deletion',
      'Objection',
      'Lawful basis',
      'keep',
      'Data Protection Officer',
    ]) {
      expect(text.toLowerCase()).toContain(word.toLowerCase());
    }
  });

  it('the FAQ has at least 10 questions and the license page is marked Coming Soon', () => {
    expect(PAGE_DRAFTS.faq.sections.length).toBeGreaterThanOrEqual(10);
    expect(PAGE_DRAFTS.license.title).toMatch(/Coming Soon/);
  });
});

describe('GET /clap/prop/pages', () => {
  it('lists every page to anonymous visitors', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages' });
    expect(res.statusCode).toBe(200);
    const slugs = body<{ data: { data: { slug: string }[] } }>(res).data.data.map((p) => p.slug);
    expect(slugs).toEqual([...PAGE_SLUGS]);
  });

  it('serves a seeded page with short caching and an ETag, and 304 when unchanged', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages/terms' });
    expect(res.statusCode).toBe(200);
    const page = body<{ data: { title: string; sections: unknown[]; updated_at: string | null } }>(res).data;
    expect(page.title).toBe(PAGE_DRAFTS.terms.title);
    expect(page.sections).toHaveLength(12);
    expect(page.updated_at).not.toBeNull(); // seeded into the table, not the fallback
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/pages/terms',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages/nope' });
    expect(res.statusCode).toBe(404);
    expect(body(res).status).toBe(false);
  });
});

describe('PUT /clap/prop/pages/:slug', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    const anon = await ctx.app.inject({ method: 'PUT', url: '/clap/prop/pages/privacy', payload: edited });
    expect(anon.statusCode).toBe(401);
    const user = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/privacy',
      payload: edited,
      headers: { authorization: userToken },
    });
    expect(user.statusCode).toBe(403);
    const page = await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages/privacy' });
    expect(body<{ data: { title: string } }>(page).data.title).toBe(PAGE_DRAFTS.privacy.title);
  });

  it('lets the admin change a page, recording a revision and an audit row', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages/privacy' });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/privacy',
      payload: edited,
      headers: { authorization: adminToken },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Page updated successfully');

    const after = await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages/privacy' });
    const page = body<{
      data: {
        title: string;
        summary: string;
        sections: { heading: string; paragraphs: string[]; items?: string[] }[];
      };
    }>(after).data;
    expect(page.title).toBe(edited.title);
    expect(page.summary).toBe(edited.summary);
    expect(page.sections[0].paragraphs[1]).toBe('<script>alert(1)</script> stays plain text.');
    expect(page.sections[1].items).toEqual(['Access', 'Deletion']);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    const db = ctx.database.db;
    const revisions = await db
      .selectFrom('page_revisions')
      .selectAll()
      .where('slug', '=', 'privacy')
      .execute();
    expect(revisions).toHaveLength(1);
    expect(revisions[0].previous?.title).toBe(PAGE_DRAFTS.privacy.title);
    expect(revisions[0].next.title).toBe(edited.title);
    const auditRows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'page.update')
      .execute();
    expect(auditRows).toHaveLength(1);
    expect(auditRows[0].detail).toMatchObject({ slug: 'privacy' });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/pages/privacy/revisions',
      headers: { authorization: adminToken },
    });
    expect(list.statusCode).toBe(200);
    const listed = body<{ data: { data: { editor_email: string; next: { title: string } }[] } }>(list).data
      .data;
    expect(listed).toHaveLength(1);
    expect(listed[0].editor_email).toBe(TEST_ADMIN.email);
    const forbiddenList = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/pages/privacy/revisions',
      headers: { authorization: userToken },
    });
    expect(forbiddenList.statusCode).toBe(403);
  });

  it('rejects invalid structure with 400 and changes nothing', async () => {
    const bad = INVALID_PAGE_BODIES;
    for (const payload of bad) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/clap/prop/pages/faq',
        payload,
        headers: { authorization: adminToken },
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body(res).status).toBe(false);
    }
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/nope',
      payload: edited,
      headers: { authorization: adminToken },
    });
    expect(unknown.statusCode).toBe(404);
    const count = await ctx.database.db
      .selectFrom('page_revisions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slug', '=', 'faq')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('documents the page endpoints as extensions in the OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { description?: string }>> }>();
    expect(doc.paths['/clap/prop/pages/{slug}']?.put?.description).toMatch(/^extension/);
    expect(doc.paths['/clap/prop/interest']?.post?.description).toMatch(/^extension/);
  });
});

describe('interest registrations', () => {
  const register = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/clap/prop/interest', payload, remoteAddress });

  it('stores a registration, and a duplicate is idempotent', async () => {
    const payload = {
      name: 'Ngozi',
      email: 'Ngozi@Example.com',
      phone: '+234 800 000 0000',
      interest: 'ip-securitization',
      message: 'Music catalogue',
    };
    const first = await register(payload);
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toBe('Thank you. We will let you know when it opens.');
    const second = await register({ ...payload, email: 'ngozi@example.com', message: 'Updated' });
    expect(second.statusCode).toBe(200);
    expect(body(second).message).toBe('Thank you. We will let you know when it opens.');
    const rows = await ctx.database.db
      .selectFrom('interest_registrations')
      .selectAll()
      .where('email', '=', 'ngozi@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toBe('Updated');

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/interest',
      headers: { authorization: adminToken },
    });
    expect(list.statusCode).toBe(200);
    const data = body<{ data: { data: { email: string }[]; count: number } }>(list).data;
    expect(data.count).toBe(1);
    expect(data.data[0].email).toBe('ngozi@example.com');
    expect((await ctx.app.inject({ method: 'GET', url: '/clap/prop/interest' })).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/clap/prop/interest',
          headers: { authorization: userToken },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('validates the payload', async () => {
    for (const payload of [
      { name: 'A', email: 'not-an-email', interest: 'ip-securitization' },
      { name: 'A', email: 'a@b.co', interest: 'something-else' },
      { email: 'a@b.co', interest: 'ip-securitization' },
      { name: 'A', email: 'a@b.co', interest: 'ip-securitization', message: 'm'.repeat(2001) },
      { name: 'A', email: 'a@b.co', interest: 'ip-securitization', extra: true },
    ]) {
      expect((await register(payload, '10.0.0.2')).statusCode).toBe(400);
    }
  });

  it('limits repeats per e-mail and requests per address', async () => {
    const payload = { name: 'Bayo', email: 'bayo@example.com', interest: 'ip-securitization' };
    for (let i = 0; i < 5; i += 1) expect((await register(payload, '10.0.0.3')).statusCode).toBe(200);
    const limited = await register(payload, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();

    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (
        await register({ name: 'X', email: `x${i}@example.com`, interest: 'ip-securitization' }, '10.0.0.5')
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
