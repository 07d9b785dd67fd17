// Account settings (extensions): password change, the data export and account deletion.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import { PROFILE_TABLE_OF, type AccountKind, type Database } from '../db/tables';
import { publicUploadUrl, type UploadUrls } from '../lib/image-store';
import { eraseHolderNames, exportedCertificates } from './certificates';
import { notificationsForExport } from './notifications';
import { listConsents } from './consents';
import { exportProposals } from './proposals';
import { unreferencedUploads } from './upload-references';

type Q = DB | Transaction<Database>;

export async function getPasswordHash(db: Q, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Q, accountId: number, hash: string): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: hash, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
}

export async function audit(
  db: Q,
  actorId: number | null,
  action: string,
  targetId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      action,
      target_kind: 'account',
      target_id: targetId,
      detail: JSON.stringify(detail),
    })
    .execute();
}

const iso = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** Dates to ISO strings, so the export reads the same on PGlite and PostgreSQL. */
function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));
}

/** The export's tables read by their owner column: the whole row, or the columns given. The account's content is
 * its own data, and so are the businesses it runs ("Add a Business"). */
const OWN_ROWS = {
  posts: { owner: 'author_id' },
  products: { owner: 'author_id' },
  tools: { owner: 'author_id' },
  opportunities: { owner: 'author_id' },
  events: { owner: 'author_id' },
  // The calls for proposals it published (issue 32).
  calls: { owner: 'author_id' },
  owned_businesses: { owner: 'owner_id' },
  uploads: { owner: 'owner_id', columns: ['name', 'mime', 'bytes', 'width', 'height', 'created_at'] },
  sessions: { owner: 'account_id', columns: ['id', 'created_at', 'expires_at', 'revoked_at'] },
  reports: {
    owner: 'reporter_id',
    columns: ['item_type', 'item_id', 'reason', 'details', 'created_at', 'resolved_at', 'resolution'],
  },
} satisfies {
  [T in keyof Database]?: { owner: keyof Database[T]; columns?: (keyof Database[T] & string)[] };
};

type OwnTable = keyof typeof OWN_ROWS;

/** The account's rows of every OWN_ROWS table, by table, oldest first, plain. */
async function ownRows(db: Q, accountId: number): Promise<Record<OwnTable, Record<string, unknown>[]>> {
  // One statement for every table: OWN_ROWS's type checks each table's names, so the query itself is untyped.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const read = async (table: OwnTable) => {
    const own: { owner: string; columns?: string[] } = OWN_ROWS[table];
    const query = loose.selectFrom(table).where(own.owner, '=', accountId).orderBy('created_at', 'asc');
    const rows = await (own.columns ? query.select(own.columns) : query.selectAll()).execute();
    return [table, rows.map(plain)] as const;
  };
  const tables = Object.keys(OWN_ROWS) as OwnTable[];
  return Object.fromEntries(await Promise.all(tables.map(read))) as Record<
    OwnTable,
    Record<string, unknown>[]
  >;
}

async function profileOf(
  db: Q,
  accountId: number,
  kind: AccountKind,
): Promise<Record<string, unknown> | null> {
  const row: Record<string, unknown> | undefined = await db
    .selectFrom(PROFILE_TABLE_OF[kind])
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  // identity_hash (creatives' and businesses') is never exported: only the last 4 digits and the method.
  const { identity_hash: _hidden, ...rest } = row;
  return plain(rest);
}

/** Where the export's links point: the portal's public origin, and its image URLs (S3_PUBLIC_URL when set). */
export type ExportUrls = UploadUrls;

/** The signed-in download of a private document (the owner's session is needed: it is never a public link). */
export function documentDownloadUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/clap/prop/funding/document/${id}`;
}

/**
 * Everything the portal holds on an account, without any password, token or identity hash. Links are absolute: the
 * file is read away from the portal.
 */
export async function exportAccount(
  db: Q,
  accountId: number,
  currentSessionId: number,
  urls: ExportUrls,
): Promise<Record<string, unknown> | null> {
  const account = await db
    .selectFrom('accounts')
    .select([
      'id',
      'kind',
      'email',
      'email_verified_at',
      'is_activated',
      'is_blacklisted',
      'approved',
      'status',
      'whatsapp_number',
      'show_whatsapp',
      // Issue 34: the member's own SMS number in full (it is their data), whether it is confirmed, reset codes by SMS.
      'sms_phone',
      'sms_phone_verified_at',
      'reset_by_sms',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return null;
  const [profile, own, skills, interest, consents, funding, documents, certificates, proposals, notices] =
    await Promise.all([
      profileOf(db, accountId, account.kind),
      ownRows(db, accountId),
      db
        .selectFrom('account_skills')
        .innerJoin('skills', 'skills.id', 'account_skills.skill_id')
        .select(['account_skills.id', 'skills.name', 'account_skills.created_at'])
        .where('account_skills.account_id', '=', accountId)
        .orderBy('account_skills.created_at', 'asc')
        .execute(),
      db
        .selectFrom('interest_registrations')
        .select(['name', 'email', 'phone', 'interest', 'message', 'created_at', 'updated_at'])
        .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
        .orderBy('created_at', 'asc')
        .execute(),
      listConsents(db, accountId),
      fundingApplicationsOf(db, accountId, urls.publicUrl),
      documentsOf(db, accountId, urls.publicUrl),
      exportedCertificates(db, accountId),
      // The proposals it sent (issue 32; the partner's private notes are the partner's, not the applicant's, and stay
      // out).
      exportProposals(db, accountId),
      // Its notifications and notification settings (issue 34).
      notificationsForExport(db, accountId),
    ]);
  return {
    exported_at: new Date().toISOString(),
    account: plain(account),
    profile,
    posts: own.posts,
    products: own.products,
    tools: own.tools,
    opportunities: own.opportunities,
    events: own.events,
    owned_businesses: own.owned_businesses,
    skills: skills.map(plain),
    uploads: own.uploads.map((row) => ({
      ...row,
      url: new URL(publicUploadUrl(String(row.name), urls), `${urls.publicUrl}/`).href,
    })),
    interest_registrations: interest.map(plain),
    consents,
    sessions: own.sessions.map((row) => ({ ...row, current: row.id === currentSessionId })),
    funding_applications: funding,
    documents,
    reports_made: own.reports,
    certificates: certificates.map(plain),
    calls_for_proposals: own.calls,
    proposals: proposals.map(plain),
    notifications: notices.notifications.map(plain),
    notification_settings: notices.notification_settings && plain(notices.notification_settings),
  };
}

/** The export's view of a private document: name, type, size, date and its signed-in download link; never where the
 * file is kept. */
function documentEntry(
  row: { id: number; original_name: string; mime: string; bytes: number; created_at: Date },
  publicUrl: string,
) {
  return {
    id: row.id,
    original_name: row.original_name,
    mime: row.mime,
    bytes: row.bytes,
    created_at: iso(row.created_at),
    download_url: documentDownloadUrl(publicUrl, row.id),
  };
}

/**
 * Every private document the account uploaded (funding application documents, attached or not yet), with the
 * application it belongs to and that application's status ('not attached' for one sent with no application).
 */
async function documentsOf(db: Q, accountId: number, publicUrl: string): Promise<Record<string, unknown>[]> {
  const rows = await db
    .selectFrom('funding_documents as d')
    .leftJoin('funding_applications as a', 'a.id', 'd.application_id')
    .select([
      'd.id',
      'd.original_name',
      'd.mime',
      'd.bytes',
      'd.created_at',
      'd.application_id',
      'a.status as application_status',
    ])
    .where('d.owner_id', '=', accountId)
    .orderBy('d.created_at', 'asc')
    .orderBy('d.id', 'asc')
    .execute();
  return rows.map((row) => ({
    ...documentEntry(row, publicUrl),
    kind: 'funding_document',
    application_id: row.application_id,
    status: row.application_status ?? 'not attached',
  }));
}

/** The account's funding applications, each with its status history and its documents (names, sizes and the signed-in
 * download link: the files themselves are private, and where they are kept is never exported). */
async function fundingApplicationsOf(
  db: Q,
  accountId: number,
  publicUrl: string,
): Promise<Record<string, unknown>[]> {
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
      .select(['id', 'application_id', 'original_name', 'mime', 'bytes', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('created_at', 'asc')
      .execute(),
  ]);
  return applications.map((application) => ({
    ...plain(application),
    amount_ngn: Number(application.amount_ngn),
    status_history: history.filter((row) => row.application_id === application.id).map(plain),
    documents: documents
      .filter((row) => row.application_id === application.id)
      .map((row) => documentEntry(row, publicUrl)),
  }));
}

/** Image URLs the account's profile and content point at (names are resolved by the caller). */
async function referencedUrls(db: Q, accountId: number): Promise<string[]> {
  const urls: (string | null)[] = [];
  const creative = await db
    .selectFrom('creative_profiles')
    .select(['photo', 'cover_photo'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const business = await db
    .selectFrom('business_profiles')
    .select(['logo', 'cover_photo'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const partner = await db
    .selectFrom('partner_profiles')
    .select(['logo', 'cover_photo'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (creative) urls.push(creative.photo, creative.cover_photo);
  if (business) urls.push(business.logo, business.cover_photo);
  if (partner) urls.push(partner.logo, partner.cover_photo);
  for (const table of ['posts', 'products', 'tools', 'opportunities', 'events'] as const) {
    const rows = await db.selectFrom(table).select('images').where('author_id', '=', accountId).execute();
    for (const row of rows) urls.push(...row.images);
  }
  // Its taken-down content kept for an appeal goes with the account (the rows cascade), and so may their images.
  const kept = await db
    .selectFrom('removed_content')
    .select('upload_names')
    .where('author_id', '=', accountId)
    .execute();
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
  const referenced = (await referencedUrls(trx, accountId))
    .map(uploadNameFromUrl)
    .filter((name): name is string => name !== null);
  return trx
    .selectFrom('uploads')
    .select(['name', 'owner_id'])
    .where((eb) =>
      referenced.length > 0
        ? eb.or([
            eb('owner_id', '=', accountId),
            eb.and([eb('name', 'in', referenced), eb('owner_id', 'is', null)]),
          ])
        : eb('owner_id', '=', accountId),
    )
    .execute();
}

/**
 * After the account's rows are deleted (same transaction): which of its uploads to remove from disk. Its own go;
 * an unowned one that another account's profile or content still shows is kept.
 */
export async function uploadsToRemove(
  trx: Q,
  accountId: number,
  uploads: AccountUpload[],
): Promise<string[]> {
  const own = uploads.filter((upload) => upload.owner_id === accountId).map((upload) => upload.name);
  const others = uploads.filter((upload) => upload.owner_id !== accountId).map((upload) => upload.name);
  return [...own, ...(await unreferencedUploads(trx, others))];
}

export interface DeletedAccount {
  /** Upload names whose rows and files the caller removes after the commit (deleteUploads()). */
  uploadNames: string[];
  /** Private documents (funding documents) whose files the caller removes after the commit (removeAccountFiles()). */
  documentNames: string[];
}

/** Before an account is deleted (same transaction): the stored names of its private documents, whose rows cascade. */
export async function accountDocumentNames(trx: Q, accountId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('funding_documents')
    .select('file_name')
    .where('owner_id', '=', accountId)
    // Proposals' documents (issue 32): the account's own, and those sent to its calls (which cascade with them).
    .union(
      trx
        .selectFrom('proposal_documents as d')
        .innerJoin('proposals as p', 'p.id', 'd.proposal_id')
        .innerJoin('calls as c', 'c.id', 'p.call_id')
        .select('d.file_name')
        .where((eb) => eb.or([eb('p.account_id', '=', accountId), eb('c.author_id', '=', accountId)])),
    )
    .execute();
  return rows.map((row) => row.file_name);
}

/** Before an account is deleted (same transaction): its proposals to others' calls keep their decision for the
 * partner ("Applicant account deleted") but lose the cover letter and documents (docs/proposals.md). */
async function wipeProposals(trx: Q, accountId: number): Promise<void> {
  const own = trx.selectFrom('proposals').select('id').where('account_id', '=', accountId);
  await trx.deleteFrom('proposal_documents').where('proposal_id', 'in', own).execute();
  await trx.updateTable('proposals').set({ cover_letter: '' }).where('account_id', '=', accountId).execute();
}

/**
 * Deletes the account and everything of it in one transaction: its rows cascade from `accounts`; its interest
 * registrations go too unless another account shares the e-mail. Returns what to remove from the store after the
 * commit: uploads it owns, uploads its content points at that nobody else owns, and its private documents.
 */
export async function deleteAccount(
  db: DB,
  accountId: number,
  uploadNameFromUrl: (url: string) => string | null,
): Promise<DeletedAccount | null> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'kind', 'email'])
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return null;
    const uploads = await accountUploads(trx, accountId, uploadNameFromUrl);
    const documentNames = await accountDocumentNames(trx, accountId);

    const sharesEmail = await trx
      .selectFrom('accounts')
      .select('id')
      .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
      .where('id', '!=', accountId)
      .executeTakeFirst();
    if (!sharesEmail) {
      await trx
        .deleteFrom('interest_registrations')
        .where(sql<string>`lower(email)`, '=', account.email.toLowerCase())
        .execute();
    }
    // Its certificates stay verifiable as issued, without the holder's name ("Holder account deleted").
    await eraseHolderNames(trx, accountId);
    await wipeProposals(trx, accountId);
    await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
    const names = await uploadsToRemove(trx, accountId, uploads);
    // No personal data in the audit row: the account is gone, only the fact of the deletion stays.
    await audit(trx, null, 'account.delete', accountId, {
      kind: account.kind,
      uploads: names.length,
      documents: documentNames.length,
    });
    return { uploadNames: names, documentNames };
  });
}
