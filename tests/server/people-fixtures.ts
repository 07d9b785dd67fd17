// Test accounts for the people suites, written straight into the database (no sign-up flow needed).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { DB } from '../../server/db/database';
import type { BusinessProfileTable, CreativeProfileTable, PartnerProfileTable } from '../../server/db/tables';
import type { Insertable } from 'kysely';
import { body, TEST_ADMIN, type TestContext } from './helpers';

interface AccountOptions {
  is_blacklisted?: boolean;
  status?: 'public' | 'private';
  approved?: boolean;
  is_activated?: boolean;
  /** E-mail verified (default true, as every account that may publish; issue 11, 7a). */
  verified?: boolean;
  email?: string;
}

const unique = () => randomBytes(5).toString('hex');

async function account(
  db: DB,
  kind: 'creative' | 'business' | 'partner' | 'admin',
  opts: AccountOptions,
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      kind,
      email: opts.email ?? `${kind}-${unique()}@test.local`,
      is_activated: opts.is_activated ?? true,
      is_blacklisted: opts.is_blacklisted ?? false,
      status: opts.status ?? 'public',
      approved: opts.approved ?? false,
      email_verified_at: opts.verified === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeCreative(
  db: DB,
  profile: Partial<Insertable<CreativeProfileTable>> = {},
  opts: AccountOptions = {},
) {
  const id = await account(db, 'creative', opts);
  await db
    .insertInto('creative_profiles')
    .values({ account_id: id, first_name: 'Ada', last_name: `Creative${unique()}`, ...profile })
    .execute();
  return id;
}

export async function makeBusiness(
  db: DB,
  profile: Partial<Insertable<BusinessProfileTable>> = {},
  opts: AccountOptions = {},
) {
  const id = await account(db, 'business', opts);
  await db
    .insertInto('business_profiles')
    .values({ account_id: id, trade_name: `Trade ${unique()}`, ...profile })
    .execute();
  return id;
}

export async function makePartner(
  db: DB,
  profile: Partial<Insertable<PartnerProfileTable>> = {},
  opts: AccountOptions = {},
) {
  const id = await account(db, 'partner', { approved: true, ...opts });
  await db
    .insertInto('partner_profiles')
    .values({ account_id: id, name: `Partner ${unique()}`, industry: 'Finance', ...profile })
    .execute();
  return id;
}

/** The seeded admin (TEST_ADMIN); created here when the seed module has not made it. */
export async function adminId(db: DB): Promise<number> {
  const found = await db
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'admin')
    .where('email', '=', TEST_ADMIN.email)
    .executeTakeFirst();
  if (found) return found.id;
  const id = await account(db, 'admin', { email: TEST_ADMIN.email });
  await db.insertInto('admin_profiles').values({ account_id: id, name: 'Admin' }).execute();
  return id;
}

export const png = (width = 24, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#2040c0' } })
    .jpeg()
    .toBuffer();

/** A multipart/form-data body with one file part, after any plain `fields`. */
export function multipart(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----people${unique()}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An envelope read loosely: tests look into `data` as they need. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies under test
export type LooseEnvelope = { status: boolean; message: string; data?: any; meta?: any; counts?: any };

/**
 * Calls `/clap{url}` on the test app, as `token` (anonymous without one), and reads the envelope. `context` is read
 * at call time, so a suite can make its caller before beforeAll has built the app.
 */
export function apiCaller(context: () => TestContext) {
  return async (method: string, url: string, token?: string, payload?: unknown) => {
    const res = await context().app.inject({
      method: method as 'GET',
      url: `/clap${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { code: res.statusCode, json: body<LooseEnvelope>(res) };
  };
}
