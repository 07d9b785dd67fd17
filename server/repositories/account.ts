// Account settings (extensions): password change, the data export and account deletion.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { AccountKind, Database } from '../db/tables';
import { listConsents } from './consents';
import { unreferencedUploads } from './upload-references';

type Q = DB | Transaction<Database>;

export async function getPasswordHash(db: Q, accountId: number): Promise<string | null> {
  const row = await db.selectFrom('accounts').select('password_hash').where('id', '=', accountId).executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Q, accountId: number, hash: string): Promise<void> {
  await db.updateTable('accounts').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', accountId).execute();
}

export async function audit(db: Q, actorId: number | null, action: string, targetId: number | null, detail: Record<string, unknown> = {}): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ actor_id: actorId, action, target_kind: 'account', target_id: targetId, detail: JSON.stringify(detail) })
    .execute();
}

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** Dates to ISO strings, so the export reads the same on PGlite and PostgreSQL. */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));
}

async function profileOf(db: Q, accountId: number, kind: AccountKind): Promise<Record<string, unknown> | null> {
  switch (kind) {
    case 'creative': {
      // identity_hash is never exported: only the last 4 digits and the method.
      const row = await db.selectFrom('creative_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      if (!row) return null;
      const { identity_hash: _hidden, ...rest } = row;
      return plain(rest);
    }
    case 'business': {
      const row = await db.selectFrom('business_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      if (!row) return null;
      const { identity_hash: _hidden, ...rest } = row;
      return plain(rest);
    }
    case 'partner': {
      const row = await db.selectFrom('partner_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      return row ? plain(row) : null;
    }
    case 'admin': {
      const row = await db.selectFrom('admin_profiles').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      return row ? plain(row) : null;
    }
  }
}

/** Everything the portal holds on an account, without any password, token or identity hash. */
export async function exportAccount(db: Q, accountId: number, currentSessionId: number): Promise<Record<string, unknown> | null> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'kind', 'email', 'email_verified_at', 'is_activated', 'is_blacklisted', 'approved', 'status', 'whatsapp_number', 'show_whatsapp', 'created_at', 'updated_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return null;
  const [profile, posts, products, tools, opportunities, events, ownedBusinesses, skills, uploads, interest, consents, sessions, funding, reports] = await Promise.all([
    profileOf(db, accountId, account.kind),
    db.selectFrom('posts').selectAll().where('author_id', '=', accountId).orderBy('created_at', 'asc').execute(),
    db.selectFrom('products').selectAll().where('author_id', '=', accountId).orderBy('created_at', 'asc').execute(),
    db.selectFrom('tools').selectAll().where('author_id', '=', accountId).orderBy('created_at', 'asc').execute(),
    db.selectFrom('opportunities').selectAll().where('author_id', '=', accountId).orderBy('created_at', 'asc').execute(),
    db.selectFrom('events').selectAll().where('author_id', '=', accountId).orderBy('created_at', 'asc').execute(),
    // The businesses the account runs ("Add a Business"): its own data too.
    db.selectFrom('owned_businesses').selectAll().where('owner_id', '=', accountId).orderBy('created_at', 'asc').execute(),
    db
      .selectFrom('account_skills')
      .innerJoin('skills', 'skills.id', 'account_skills.skill_id')
      .select(['account_skills.id', 'skills.name', 'account_skills.created_at'])
      .where('account_skills.account_id', '=', accountId)
      .orderBy('account_skills.created_at', 'asc')
      .execute(),
    db
      .selectFrom('uploads')
      .select(['name', 'mime', 'bytes', 'width', 'height', 'created_at'])
      .where('owner_id', '=', accountId)
      .orderBy('created_at', 'asc')
      .execute(),
    db
      .selectFrom('interest_registrations')
      .select(['name', 'email', 'phone', 'interest', 'message', 'created_at', 'updated_at'])
      .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
      .orderBy('created_at', 'asc')
      .execute(),
    listConsents(db, accountId),
    db
      .selectFrom('sessions')
      .select(['id', 'created_at', 'expires_at', 'revoked_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'asc')
      .execute(),
    fundingApplicationsOf(db, accountId),
    db
      .selectFrom('reports')
      .select(['item_type', 'item_id', 'reason', 'details', 'created_at', 'resolved_at', 'resolution'])
      .where('reporter_id', '=', accountId)
      .orderBy('created_at', 'asc')
      .execute(),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: plain(account),
    profile,
    posts: posts.map(plain),
    products: products.map(plain),
    tools: tools.map(plain),
    opportunities: opportunities.map(plain),
    events: events.map(plain),
    owned_businesses: ownedBusinesses.map(plain),
    skills: skills.map(plain),
    uploads: uploads.map((row) => ({ ...plain(row), url: `/uploads/${row.name}` })),
    interest_registrations: interest.map(plain),
    consents,
    sessions: sessions.map((row) => ({ ...plain(row), current: row.id === currentSessionId })),
    funding_applications: funding,
    reports_made: reports.map(plain),
  };
}

/** The account's funding applications, each with its status history and its documents (names and sizes: the files
 * themselves are private and downloaded from the application's page). */
async function fundingApplicationsOf(db: Q, accountId: number): Promise<Record<string, unknown>[]> {
  const applications = await db
    .selectFrom('funding_applications')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'asc')
    .execute();
  if (applications.length === 0) return [];
  const ids = applications.map((row) => row.id);
  const [history, documents] = await Promise.all([
    db
      .selectFrom('funding_status_history')
      .select(['application_id', 'status', 'note', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('created_at', 'asc')
      .execute(),
    db
      .selectFrom('funding_documents')
      .select(['application_id', 'original_name', 'mime', 'bytes', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('created_at', 'asc')
      .execute(),
  ]);
  return applications.map((application) => ({
    ...plain(application),
    amount_ngn: Number(application.amount_ngn),
    status_history: history.filter((row) => row.application_id === application.id).map(plain),
    documents: documents.filter((row) => row.application_id === application.id).map(plain),
  }));
}

/** Image URLs the account's profile and content point at (names are resolved by the caller). */
async function referencedUrls(db: Q, accountId: number): Promise<string[]> {
  const urls: (string | null)[] = [];
  const creative = await db.selectFrom('creative_profiles').select(['photo', 'cover_photo']).where('account_id', '=', accountId).executeTakeFirst();
  const business = await db.selectFrom('business_profiles').select(['logo', 'cover_photo']).where('account_id', '=', accountId).executeTakeFirst();
  const partner = await db.selectFrom('partner_profiles').select(['logo', 'cover_photo']).where('account_id', '=', accountId).executeTakeFirst();
  if (creative) urls.push(creative.photo, creative.cover_photo);
  if (business) urls.push(business.logo, business.cover_photo);
  if (partner) urls.push(partner.logo, partner.cover_photo);
  for (const table of ['posts', 'products', 'tools', 'opportunities', 'events'] as const) {
    const rows = await db.selectFrom(table).select('images').where('author_id', '=', accountId).execute();
    for (const row of rows) urls.push(...row.images);
  }
  // Its taken-down content kept for an appeal goes with the account (the rows cascade), and so may their images.
  const kept = await db.selectFrom('removed_content').select('upload_names').where('author_id', '=', accountId).execute();
  for (const row of kept) urls.push(...row.upload_names.map((name) => `/uploads/${name}`));
  return urls.filter((url): url is string => typeof url === 'string' && url.length > 0);
}

export interface AccountUpload {
  name: string;
  owner_id: number | null;
}

/**
 * Before an account is deleted (in the same transaction): the uploads it owns, and the unowned ones its profile or
 * content points at (e.g. sent before signing in, or the demo seed's images).
 */
export async function accountUploads(
  trx: Q,
  accountId: number,
  uploadNameFromUrl: (url: string) => string | null,
): Promise<AccountUpload[]> {
  const referenced = (await referencedUrls(trx, accountId)).map(uploadNameFromUrl).filter((name): name is string => name !== null);
  return trx
    .selectFrom('uploads')
    .select(['name', 'owner_id'])
    .where((eb) =>
      referenced.length > 0
        ? eb.or([eb('owner_id', '=', accountId), eb.and([eb('name', 'in', referenced), eb('owner_id', 'is', null)])])
        : eb('owner_id', '=', accountId),
    )
    .execute();
}

/**
 * After the account's rows are deleted (same transaction): which of its uploads to remove from disk. Its own go;
 * an unowned one that another account's profile or content still shows is kept.
 */
export async function uploadsToRemove(trx: Q, accountId: number, uploads: AccountUpload[]): Promise<string[]> {
  const own = uploads.filter((upload) => upload.owner_id === accountId).map((upload) => upload.name);
  const others = uploads.filter((upload) => upload.owner_id !== accountId).map((upload) => upload.name);
  return [...own, ...(await unreferencedUploads(trx, others))];
}

export interface DeletedAccount {
  /** Upload names whose rows and files the caller removes after the commit (deleteUploads()). */
  uploadNames: string[];
}

/**
 * Deletes the account and everything of it in one transaction: its rows cascade from `accounts`; its interest
 * registrations go too unless another account shares the e-mail. Returns the upload names to remove from disk:
 * uploads it owns, and uploads its content points at that nobody else owns.
 */
export async function deleteAccount(
  db: DB,
  accountId: number,
  uploadNameFromUrl: (url: string) => string | null,
): Promise<DeletedAccount | null> {
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select(['id', 'kind', 'email']).where('id', '=', accountId).forUpdate().executeTakeFirst();
    if (!account) return null;
    const uploads = await accountUploads(trx, accountId, uploadNameFromUrl);

    const sharesEmail = await trx
      .selectFrom('accounts')
      .select('id')
      .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
      .where('id', '!=', accountId)
      .executeTakeFirst();
    if (!sharesEmail) {
      await trx.deleteFrom('interest_registrations').where(sql<string>`lower(email)`, '=', account.email.toLowerCase()).execute();
    }
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
    const names = await uploadsToRemove(trx, accountId, uploads);
    // No personal data in the audit row: the account is gone, only the fact of the deletion stays.
    await audit(trx, null, 'account.delete', accountId, { kind: account.kind, uploads: names.length });
    return { uploadNames: names };
  });
}
