// Funding applications, their private documents and their status history (docs/funding.md). Every query here;
// the flows that combine them with mail live in services/funding.ts.
import { sql } from 'kysely';
import {
  fundingReference,
  type FundingApplication,
  type FundingDocument,
  type FundingDocumentMime,
  type FundingProgramme,
  type FundingStatus,
  countsByStatus,
} from '../../contract/funding';
import type { AccountKind } from '../db/tables';
import type { Executor } from './accounts';
import { accountWithProfiles } from './profiles';

export interface Applicant {
  name: string;
  email: string;
  phone: string | null;
  kind: AccountKind;
}

/** The applicant's details from their profile: a creative's name, a business's trade (or registered) name. */
export async function applicantOf(db: Executor, accountId: number): Promise<Applicant | null> {
  const row = await accountWithProfiles(db)
    .select([
      'accounts.email',
      'accounts.kind',
      'c.first_name',
      'c.last_name',
      'c.phone_number as c_phone',
      'b.trade_name',
      'b.registered_name',
      'b.phone_number as b_phone',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const name =
    row.kind === 'business'
      ? row.trade_name || row.registered_name || ''
      : [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    name: name.trim() || row.email,
    email: row.email,
    phone: (row.kind === 'business' ? row.b_phone : row.c_phone) ?? null,
    kind: row.kind,
  };
}

export interface NewDocument {
  ownerId: number;
  fileName: string;
  originalName: string;
  mime: FundingDocumentMime;
  bytes: number;
}

export async function insertDocument(db: Executor, doc: NewDocument): Promise<FundingDocument> {
  const row = await db
    .insertInto('funding_documents')
    .values({
      owner_id: doc.ownerId,
      file_name: doc.fileName,
      original_name: doc.originalName,
      mime: doc.mime,
      bytes: doc.bytes,
    })
    .returning(['id', 'original_name as name', 'mime', 'bytes'])
    .executeTakeFirstOrThrow();
  return row;
}

export async function countUnattachedDocuments(db: Executor, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('funding_documents')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('application_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes documents never attached to an application and older than `hours`; returns their file names. */
export async function deleteStaleDocuments(db: Executor, hours: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('funding_documents')
    .where('application_id', 'is', null)
    .where('created_at', '<', sql<Date>`now() - ${hours} * interval '1 hour'`)
    .returning('file_name')
    .execute();
  return rows.map((r) => r.file_name);
}

/**
 * Attaches the caller's own, still unattached documents to an application. Returns how many were attached: fewer
 * than asked means some id was not the caller's, was already used, or does not exist.
 */
export async function attachDocuments(
  db: Executor,
  applicationId: number,
  ownerId: number,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('funding_documents')
    .set({ application_id: applicationId })
    .where('id', 'in', ids)
    .where('owner_id', '=', ownerId)
    .where('application_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface NewApplication {
  accountId: number;
  applicant: Applicant;
  amount: number;
  purpose: string;
  programme: FundingProgramme;
}

export async function insertApplication(db: Executor, input: NewApplication): Promise<number> {
  const row = await db
    .insertInto('funding_applications')
    .values({
      account_id: input.accountId,
      applicant_name: input.applicant.name,
      applicant_email: input.applicant.email,
      applicant_phone: input.applicant.phone,
      applicant_kind: input.applicant.kind,
      amount_ngn: input.amount,
      purpose: input.purpose,
      programme: input.programme,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordStatus(db, { applicationId: row.id, status: 'received', actorId: input.accountId, note: null });
  return row.id;
}

export async function recordStatus(
  db: Executor,
  change: { applicationId: number; status: FundingStatus; actorId: number; note: string | null },
): Promise<void> {
  await db
    .insertInto('funding_status_history')
    .values({
      application_id: change.applicationId,
      status: change.status,
      actor_id: change.actorId,
      note: change.note,
    })
    .execute();
}

/** Locks the application's row for a status change; null when there is none. */
export async function lockApplication(db: Executor, id: number) {
  return db
    .selectFrom('funding_applications')
    .select(['id', 'status', 'account_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setStatus(db: Executor, id: number, status: FundingStatus): Promise<void> {
  await db
    .updateTable('funding_applications')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Applications with their documents and history, in the order of `where`'s ids (two extra queries, not N). */
async function loadApplications(db: Executor, ids: number[]): Promise<FundingApplication[]> {
  if (ids.length === 0) return [];
  const [apps, docs, history] = await Promise.all([
    db.selectFrom('funding_applications').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('funding_documents')
      .select(['id', 'application_id', 'original_name as name', 'mime', 'bytes'])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('funding_status_history')
      .select(['application_id', 'status', 'note', 'created_at'])
      .where('application_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(apps.map((a) => [a.id, a]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    return [
      {
        id: a.id,
        reference: fundingReference(a.id),
        status: a.status,
        amount: Number(a.amount_ngn),
        purpose: a.purpose,
        programme: a.programme,
        applicant: {
          name: a.applicant_name,
          email: a.applicant_email,
          phone_number: a.applicant_phone,
          kind: a.applicant_kind,
        },
        documents: docs
          .filter((d) => d.application_id === id)
          .map(({ id: docId, name, mime, bytes }) => ({ id: docId, name, mime, bytes })),
        history: history
          .filter((h) => h.application_id === id)
          .map((h) => ({ status: h.status, note: h.note, created_at: iso(h.created_at) })),
        created_at: iso(a.created_at),
        updated_at: iso(a.updated_at),
      },
    ];
  });
}

export async function getApplication(db: Executor, id: number): Promise<FundingApplication | null> {
  return (await loadApplications(db, [id]))[0] ?? null;
}

/** The applicant's own applications, newest first (a person applies a handful of times: no paging). */
export async function listOwnApplications(
  db: Executor,
  accountId: number,
  limit = 100,
): Promise<FundingApplication[]> {
  const rows = await db
    .selectFrom('funding_applications')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return loadApplications(
    db,
    rows.map((r) => r.id),
  );
}

export async function listApplications(
  db: Executor,
  { status, limit, offset }: { status?: FundingStatus; limit: number; offset: number },
): Promise<{ rows: FundingApplication[]; total: number }> {
  let query = db.selectFrom('funding_applications');
  if (status) query = query.where('status', '=', status);
  const [page, count] = await Promise.all([
    query
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await loadApplications(
      db,
      page.map((r) => r.id),
    ),
    total: Number(count.n),
  };
}

export async function countApplications(db: Executor): Promise<Record<FundingStatus, number>> {
  const rows = await db
    .selectFrom('funding_applications')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return countsByStatus((s) => byStatus.get(s) ?? 0);
}

/** Who may download a document: its owner (the applicant) or an admin. */
export async function documentForDownload(db: Executor, id: number) {
  return db
    .selectFrom('funding_documents')
    .select(['owner_id', 'file_name', 'original_name', 'mime', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Which of these file names still have a row (the orphan sweep). */
export async function documentFileNames(db: Executor, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  // The private area also holds proposals' documents (issue 32): the sweep keeps them too.
  const rows = await db
    .selectFrom('funding_documents')
    .select('file_name')
    .where('file_name', 'in', names)
    .union(db.selectFrom('proposal_documents').select('file_name').where('file_name', 'in', names))
    .execute();
  return rows.map((r) => r.file_name);
}
