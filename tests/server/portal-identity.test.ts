// The portal identity (issue 31 section 1): environment defaults, the demo's values, the admin's edit overriding the
// environment with an audit entry, validation, who may call, the public read, security.txt, and the migration that
// turns the legal pages' placeholders into tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig, ConfigError } from '../../server/config';
import { DEMO_IDENTITY, EMPTY_IDENTITY, type PortalIdentity } from '../../contract/portal-identity';
import { MINISTRY_PLACEHOLDER } from '../../contract/page-drafts';
import { up as migrateIdentity } from '../../server/db/migrations/2026-11-28T0200-portal-identity';
import { body, createTestContext, TEST_ADMIN, type TestContext } from './helpers';

let ctx: TestContext;
let adminToken: string;
let userToken: string;
let adminId: number;

const ENV = {
  OPERATOR_NAME: 'Federal Ministry of Testing',
  OPERATOR_SHORT_NAME: 'FMT',
  OPERATOR_EMAIL: 'contact@ministry.test',
  WHATSAPP_NUMBER: '0803 123 4567',
  SOCIAL_X_URL: 'https://x.com/fmt',
};

const auth = (token: string) => ({ authorization: token });

beforeAll(async () => {
  ctx = await createTestContext({ env: ENV });
  const admin = await ctx.database.db
    .selectFrom('accounts')
    .select('id')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirstOrThrow();
  adminId = admin.id;
  adminToken = await ctx.app.issueSession(admin.id);
  const user = await ctx.database.db
    .insertInto('accounts')
    .values({ kind: 'creative', email: 'reader@test.local', password_hash: 'x', is_activated: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  userToken = await ctx.app.issueSession(user.id);
});

afterAll(async () => {
  await ctx?.close();
});

describe('settings from the environment', () => {
  it('reads each variable, normalising the WhatsApp number; unset fields are empty without the demo', () => {
    const config = loadConfig({ ...ENV, SEED_DEMO: 'false' });
    expect(config.portalIdentity).toEqual({
      ...EMPTY_IDENTITY,
      name: 'Federal Ministry of Testing',
      short_name: 'FMT',
      email: 'contact@ministry.test',
      whatsapp: '+2348031234567',
      x_url: 'https://x.com/fmt',
    });
  });

  it('starts the demo with complete, clearly fictional values that the environment still overrides', () => {
    const demo = loadConfig({ SEED_DEMO: 'true' }).portalIdentity;
    expect(demo).toEqual(DEMO_IDENTITY);
    expect(demo.name).toContain('(demo)');
    expect(demo.email).toMatch(/\.example$/);
    for (const [field, value] of Object.entries(demo)) {
      if (field !== 'logo_url') expect(value, field).not.toBe('');
    }
    expect(loadConfig({ SEED_DEMO: 'true', OPERATOR_NAME: 'Real' }).portalIdentity.name).toBe('Real');
  });

  it('refuses a bad value at start, naming the variable', () => {
    const problems = (() => {
      try {
        loadConfig({
          OPERATOR_EMAIL: 'not-an-address',
          SOCIAL_X_URL: 'javascript:alert(1)',
          SEED_DEMO: 'false',
        });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems.some((line) => line.startsWith('OPERATOR_EMAIL'))).toBe(true);
    expect(problems.some((line) => line.startsWith('SOCIAL_X_URL'))).toBe(true);
  });
});

describe('GET /clap/prop/public/identity', () => {
  it("answers the environment's identity to anyone, publicly cacheable", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/identity' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    const data = body<{ data: PortalIdentity }>(res).data;
    expect(data.name).toBe('Federal Ministry of Testing');
    expect(data.whatsapp).toBe('+2348031234567');
    expect(data.facebook_url).toBe('');
  });
});

describe('the admin edit', () => {
  const edit = (token: string | undefined, payload: unknown, method: 'PUT' | 'GET' | 'DELETE' = 'PUT') =>
    ctx.app.inject({
      method,
      url: '/clap/prop/admin/identity',
      headers: token ? auth(token) : {},
      ...(method === 'PUT' ? { payload: payload as object } : {}),
    });
  const good: PortalIdentity = {
    ...EMPTY_IDENTITY,
    name: '  Federal Ministry of Art, Culture and the Creative Economy ',
    short_name: 'FMACCE',
    email: 'info@ministry.test',
    phone: '+234 9 461 0000',
    dpo_email: 'dpo@ministry.test',
    whatsapp: '+234 803 000 1111',
    facebook_url: 'https://facebook.com/fmacce',
    logo_url: '/uploads/crest.png',
  };

  it('is refused without a token (401) and to a non-admin (403), and changes nothing', async () => {
    expect((await edit(undefined, good)).statusCode).toBe(401);
    expect((await edit(userToken, good)).statusCode).toBe(403);
    expect((await edit(undefined, null, 'GET')).statusCode).toBe(401);
    expect((await edit(userToken, null, 'GET')).statusCode).toBe(403);
    expect((await edit(userToken, null, 'DELETE')).statusCode).toBe(403);
    const row = await ctx.database.db.selectFrom('portal_identity').selectAll().executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses bad e-mails, phones, links, over-long texts and unknown fields with 400', async () => {
    const bad: Partial<PortalIdentity>[] = [
      { email: 'no-at-sign' },
      { dpo_email: 'a@b' },
      { phone: 'call us' },
      { whatsapp: '+1 555 0100' },
      { website: 'ftp://ministry.test' },
      { x_url: 'javascript:alert(1)' },
      { logo_url: '//evil.test/crest.png' },
      { name: '' },
      { name: 'x'.repeat(201) },
    ];
    for (const change of bad) {
      const res = await edit(adminToken, { ...good, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await edit(adminToken, { ...good, is_admin: true })).statusCode).toBe(400);
    const { email: _email, ...missing } = good;
    expect((await edit(adminToken, missing)).statusCode).toBe(400);
    const res = await edit(adminToken, { ...good, email: 'nope' });
    expect(body<{ data: { problems: Record<string, string> } }>(res).data.problems).toEqual({
      email: 'Please enter a valid e-mail address.',
    });
  });

  it('stores a valid edit (normalised), which overrides the environment, with an audit entry', async () => {
    const res = await edit(adminToken, good);
    expect(res.statusCode).toBe(200);
    const view = body<{
      data: { identity: PortalIdentity; environment: PortalIdentity; stored: boolean; updated_by: number };
    }>(res).data;
    expect(view.stored).toBe(true);
    expect(view.updated_by).toBe(adminId);
    expect(view.identity.name).toBe('Federal Ministry of Art, Culture and the Creative Economy');
    expect(view.identity.whatsapp).toBe('+2348030001111');
    // Stored '' overrides the environment's link: the admin removed it.
    expect(view.identity.x_url).toBe('');
    expect(view.environment.x_url).toBe('https://x.com/fmt');

    const read = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/identity' });
    expect(body<{ data: PortalIdentity }>(read).data.short_name).toBe('FMACCE');

    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'portal_identity.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_id).toBe(adminId);
    const detail = audit[0].detail as { changed: string[]; before: Record<string, string> };
    expect(detail.changed).toEqual(expect.arrayContaining(['name', 'short_name', 'x_url']));
    expect(detail.before.short_name).toBe('FMT');
  });

  it('serves security.txt with the stored contact, a year ahead and canonical on PUBLIC_URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Contact: mailto:info@ministry.test\n');
    expect(res.body).toContain(`Canonical: ${ctx.config.publicUrl}/.well-known/security.txt`);
    expect(res.body).toContain('Preferred-Languages: en');
    const expires = /Expires: (\S+)/.exec(res.body)?.[1] ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(370);
  });

  it("resets to the environment's values, with an audit entry", async () => {
    const res = await edit(adminToken, null, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(body<{ data: { stored: boolean; identity: PortalIdentity } }>(res).data).toMatchObject({
      stored: false,
      identity: { short_name: 'FMT' },
    });
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'portal_identity.reset')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('the legal pages', () => {
  it('are never drafts, and hold no placeholder on a fresh start', async () => {
    const list = body<{ data: { data: { slug: string; draft: boolean }[] } }>(
      await ctx.app.inject({ method: 'GET', url: '/clap/prop/pages' }),
    ).data.data;
    for (const slug of ['privacy', 'terms', 'funding', 'license', 'faq']) {
      expect(list.find((page) => page.slug === slug)?.draft, slug).toBe(false);
    }
    for (const slug of ['privacy', 'terms']) {
      const page = await ctx.app.inject({ method: 'GET', url: `/clap/prop/pages/${slug}` });
      expect(page.body).not.toContain(MINISTRY_PLACEHOLDER);
      expect(page.body).toContain('{operator}');
    }
  });

  it('migration: an unedited placeholder paragraph becomes its token, an edited one is left alone', async () => {
    const db = ctx.database.db;
    const privacy = await db
      .selectFrom('pages')
      .select('body')
      .where('slug', '=', 'privacy')
      .executeTakeFirstOrThrow();
    // As the 2026-11-22 drafts seeded it, plus one paragraph the Ministry edited.
    const old = JSON.parse(
      JSON.stringify(privacy.body)
        .replace(
          'Backups: copies of the database and the uploaded files are kept for {backup_days} days, then deleted. Data you delete, or that we delete, leaves the backups within those {backup_days} days.',
          `Backups: ${MINISTRY_PLACEHOLDER}`,
        )
        .replace(
          'Data Protection Officer: {dpo_name}',
          `Data Protection Officer: ${MINISTRY_PLACEHOLDER} (acting)`,
        ),
    ) as object;
    await db
      .updateTable('pages')
      .set({ body: JSON.stringify(old) })
      .where('slug', '=', 'privacy')
      .execute();
    await sql`drop table portal_identity`.execute(db);
    await migrateIdentity(db as never);
    const after = JSON.stringify(
      (await db.selectFrom('pages').select('body').where('slug', '=', 'privacy').executeTakeFirstOrThrow())
        .body,
    );
    expect(after).toContain('kept for {backup_days} days');
    expect(after).toContain(`Data Protection Officer: ${MINISTRY_PLACEHOLDER} (acting)`);
  });
});
