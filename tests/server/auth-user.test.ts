// The signed-in user's declaration (contract/auth-user.ts) against the database and the answers: every column of
// the four profile tables but the hidden ones is declared (the route schema is an allow-list, so an undeclared
// column would vanish from the answers), and the sign-in and registration answers carry the profile's fields.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers are read loosely in tests */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_USER_PROFILE_FIELDS, authUserSchema } from '../../contract/auth-user';
import { call, PASSWORD, registerCreative, uniqueEmail } from './auth-helpers';
import { createTestContext, TEST_ADMIN, type TestContext } from './helpers';

// Never answered: the key, secrets, and the site search's folded text (migration 2026-11-28T1300-search).
const HIDDEN = ['account_id', 'identity_hash', 'password_hash', 'search_text'];
const TABLES = ['creative_profiles', 'business_profiles', 'partner_profiles', 'admin_profiles'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the signed-in user (contract/auth-user.ts)', () => {
  it('declares every visible column of the profile tables, and no field the tables lack', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select distinct column_name from information_schema.columns
      where table_name in (${sql.join(TABLES)}) and table_schema = current_schema()`.execute(ctx.database.db);
    const columns = rows.map((row) => row.column_name).filter((name) => !HIDDEN.includes(name));
    expect(columns.length).toBeGreaterThan(40);
    expect([...AUTH_USER_PROFILE_FIELDS].sort()).toEqual([...new Set(columns)].sort());
  });

  it("a creative's registration and sign-in answer the declared user, profile fields included", async () => {
    const email = uniqueEmail('user-shape');
    const { res } = await registerCreative(ctx, email);
    const registered = res.body.data.data as Record<string, unknown>;
    expect(registered).toMatchObject({ email, kind: 'creative', first_name: 'Ada', last_name: 'Obi' });
    expect(typeof registered.created_at).toBe('string');
    expect(registered).not.toHaveProperty('password_hash');
    expect(registered).not.toHaveProperty('account_id');
    for (const key of Object.keys(registered)) expect(authUserSchema.properties).toHaveProperty(key);

    const login = await call(ctx.app, 'POST', '/clap/prop/creative/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({
      email,
      kind: 'creative',
      first_name: 'Ada',
      email_verified: false,
      has_password: true,
      need_training: false,
    });
    expect(new Date(login.body.data.user.created_at as string).toISOString()).toBe(
      login.body.data.user.created_at,
    );
  });

  it("the admin's sign-in carries the admin profile's name", async () => {
    const login = await call(ctx.app, 'POST', '/clap/prop/admin-auth/login', TEST_ADMIN);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.data.user).toMatchObject({ email: TEST_ADMIN.email, kind: 'admin' });
    expect(typeof login.body.data.user.name).toBe('string');
  });
});
