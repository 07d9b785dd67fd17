// Accounts and their profiles: lookups, creation (inside the caller's transaction), passwords, verification,
// profile updates and the identity columns. Never selects a hash into a user object.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type {
  Account,
  AccountKind,
  BusinessProfileTable,
  CreativeProfileTable,
  Database,
  PartnerProfileTable,
} from '../db/tables';
import type { Insertable, Updateable } from 'kysely';
import { ACCOUNT_KINDS } from '../../contract/accounts';
import type { AuthUser } from '../../contract/auth-user';
import type { Language } from '../../contract/languages';

export type Executor = DB | Transaction<Database>;

/** PostgreSQL unique violation (SQLSTATE 23505), optionally of one index or constraint. */
export function isUniqueViolation(error: unknown, name?: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (!e || e.code !== '23505') return false;
  if (!name) return true;
  return e.constraint === name || (e.message ?? '').includes(name);
}

/** The column naming the owning account in each table of a member's own rows. */
const OWNER_COLUMN = { owned_businesses: 'owner_id', account_skills: 'account_id' } as const;

/** Deletes row `id` of `table` when `accountId` owns it; false when the account has no such row. */
export async function deleteOwnRow(
  db: Executor,
  table: keyof typeof OWNER_COLUMN,
  accountId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where(OWNER_COLUMN[table], '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findByEmail(
  db: Executor,
  kind: AccountKind,
  email: string,
): Promise<Account | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('kind', '=', kind)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

/**
 * Every kind's account under one e-mail (at most one per kind), oldest first. The kind list lets the (kind,
 * lower(email)) unique index answer with one probe per kind instead of a scan.
 */
export async function findAllByEmail(db: Executor, email: string): Promise<Account[]> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('kind', 'in', ACCOUNT_KINDS)
    .where(sql<string>`lower(email)`, '=', normaliseEmail(email))
    .orderBy('id')
    .execute();
}

export async function findById(db: Executor, id: number): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The language an account's e-mails are written in ('en' for an account that is gone). */
export async function accountLanguage(db: Executor, id: number): Promise<Language> {
  const row = await db.selectFrom('accounts').select('language').where('id', '=', id).executeTakeFirst();
  return row?.language ?? 'en';
}

export async function setAccountLanguage(db: Executor, id: number, language: Language): Promise<void> {
  await db.updateTable('accounts').set({ language, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function insertAccount(
  db: Executor,
  values: {
    kind: AccountKind;
    email: string;
    password_hash?: string | null;
    is_activated?: boolean;
    language?: Language;
  },
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      kind: values.kind,
      email: normaliseEmail(values.email),
      password_hash: values.password_hash ?? null,
      is_activated: values.is_activated ?? false,
      language: values.language ?? 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCreativeProfile(
  db: Executor,
  values: Insertable<CreativeProfileTable>,
): Promise<void> {
  await db.insertInto('creative_profiles').values(values).execute();
}

export async function insertBusinessProfile(
  db: Executor,
  values: Insertable<BusinessProfileTable>,
): Promise<void> {
  await db.insertInto('business_profiles').values(values).execute();
}

export async function insertPartnerProfile(
  db: Executor,
  values: Insertable<PartnerProfileTable>,
): Promise<void> {
  await db.insertInto('partner_profiles').values(values).execute();
}

export async function setPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  { verifyEmail = false } = {},
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      password_hash: passwordHash,
      updated_at: new Date(),
      ...(verifyEmail
        ? { email_verified_at: sql<Date>`coalesce(email_verified_at, now())`, is_activated: true }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Replaces a password hash with a stronger one of the same password (the upgrade at sign-in), unless the password
 * changed meanwhile: only where the stored hash is still `from`. Not a change the owner made: updated_at stays.
 */
export async function upgradePasswordHash(
  db: Executor,
  id: number,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable('accounts')
    .set({ password_hash: to })
    .where('id', '=', id)
    .where('password_hash', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markEmailVerified(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
      is_activated: true,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function updateCreativeProfile(
  db: Executor,
  id: number,
  values: Updateable<CreativeProfileTable>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('creative_profiles').set(values).where('account_id', '=', id).execute();
}

export async function updateBusinessProfile(
  db: Executor,
  id: number,
  values: Updateable<BusinessProfileTable>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('business_profiles').set(values).where('account_id', '=', id).execute();
}

export async function touchAccount(db: Executor, id: number): Promise<void> {
  await db.updateTable('accounts').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

/** Adds skills by name to the catalogue (case-insensitively unique) and links them to the account. */
export async function addSkills(db: Executor, accountId: number, names: string[]): Promise<void> {
  const unique = [
    ...new Map(
      names
        .map((n) => n.trim())
        .filter(Boolean)
        .map((n) => [n.toLowerCase(), n]),
    ).values(),
  ];
  for (const name of unique) {
    await sql`insert into skills (name) values (${name}) on conflict ((lower(name))) do nothing`.execute(db);
    const skill = await db
      .selectFrom('skills')
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirstOrThrow();
    await db
      .insertInto('account_skills')
      .values({ account_id: accountId, skill_id: skill.id })
      .onConflict((oc) => oc.columns(['account_id', 'skill_id']).doNothing())
      .execute();
  }
}

/** The user of the sign-in answers: declared once in contract/auth-user.ts. */
export type UserObject = AuthUser;

const HIDDEN = new Set(['account_id', 'identity_hash', 'password_hash']);

/** The profile object the login and registration answers carry: account flags plus the kind's profile, snake_case. */
export async function loadUser(db: Executor, account: Account): Promise<AuthUser> {
  const table = (
    {
      creative: 'creative_profiles',
      business: 'business_profiles',
      partner: 'partner_profiles',
      admin: 'admin_profiles',
    } as const
  )[account.kind];
  const profile = ((await db
    .selectFrom(table)
    .selectAll()
    .where('account_id', '=', account.id)
    .executeTakeFirst()) ?? {}) as Record<string, unknown>;
  // The row's columns are the contract's profile fields (tests/server/auth-user.test.ts holds them together).
  const visible = Object.fromEntries(
    Object.entries(profile).filter(([key]) => !HIDDEN.has(key)),
  ) as Partial<AuthUser>;
  return {
    ...visible,
    id: account.id,
    email: account.email,
    kind: account.kind,
    email_verified: account.email_verified_at !== null,
    is_activated: account.is_activated,
    is_blacklisted: account.is_blacklisted,
    approved: account.approved,
    status: account.status,
    has_password: account.password_hash !== null,
    created_at: new Date(account.created_at).toISOString(),
  };
}

/** Revokes one session (logout). */
export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
