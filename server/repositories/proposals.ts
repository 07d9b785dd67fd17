// All SQL for proposals (issue 32, docs/proposals.md): insert (one per account and call: the unique constraint
// decides a race), edit, withdraw, the applicant's own list, the call's list for its partner, decisions, notes,
// private documents and the CSV rows.
import { sql } from 'kysely';
import type {
  ProposalDocument,
  ProposalDocumentType,
  ProposalItem,
  ProposalStatus,
} from '../../contract/calls';
import type { Executor } from './accounts';
import { iso } from './content-query';
import { accountWithProfiles } from './profiles';

export type DocumentMime = 'application/pdf' | 'image/png' | 'image/jpeg';
export const MIME_TYPES: Record<DocumentMime, ProposalDocumentType> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
};

export interface NewProposalDocument {
  name: string;
  original_name: string;
  mime: DocumentMime;
  file_name: string;
  bytes: number;
}

/** Inserts the proposal; null when the account already has one for this call (the unique constraint). */
export async function insertProposal(
  db: Executor,
  input: { callId: number; accountId: number; title: string; coverLetter: string },
): Promise<number | null> {
  const row = await db
    .insertInto('proposals')
    .values({
      call_id: input.callId,
      account_id: input.accountId,
      title: input.title,
      cover_letter: input.coverLetter,
    })
    .onConflict((oc) => oc.constraint('proposals_one_per_account').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertDocuments(
  db: Executor,
  proposalId: number,
  docs: NewProposalDocument[],
): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insertInto('proposal_documents')
    .values(docs.map((doc) => ({ proposal_id: proposalId, ...doc })))
    .execute();
}

/** Removes the named documents of a proposal (replaced by an edit); returns their stored file names. */
export async function deleteDocumentsNamed(
  db: Executor,
  proposalId: number,
  names: string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .deleteFrom('proposal_documents')
    .where('proposal_id', '=', proposalId)
    .where('name', 'in', names)
    .returning('file_name')
    .execute();
  return rows.map((r) => r.file_name);
}

/** The proposal with its call's owner and dates, for the rules; locked inside a transaction when `lock`. */
export async function proposalRules(db: Executor, id: number, lock = false) {
  let qb = db
    .selectFrom('proposals')
    .innerJoin('calls', 'calls.id', 'proposals.call_id')
    .select([
      'proposals.id',
      'proposals.call_id',
      'proposals.account_id',
      'proposals.status',
      'proposals.decided_at',
      'calls.author_id as call_author_id',
      'calls.closes_at',
      'calls.documents_required',
    ])
    .where('proposals.id', '=', id);
  if (lock) qb = qb.forUpdate(['proposals']);
  return qb.executeTakeFirst();
}

export async function updateProposal(
  db: Executor,
  id: number,
  values: { title: string; cover_letter: string },
): Promise<void> {
  await db
    .updateTable('proposals')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the proposal (a withdrawal keeps nothing); returns its documents' stored names. */
export async function deleteProposal(db: Executor, id: number): Promise<string[]> {
  const files = await db
    .selectFrom('proposal_documents')
    .select('file_name')
    .where('proposal_id', '=', id)
    .execute();
  await db.deleteFrom('proposals').where('id', '=', id).execute();
  return files.map((f) => f.file_name);
}

export async function decide(
  db: Executor,
  id: number,
  input: { status: ProposalStatus; message: string; actorId: number },
): Promise<void> {
  await db
    .updateTable('proposals')
    .set({
      status: input.status,
      message: input.message,
      decided_by: input.actorId,
      decided_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function setNote(db: Executor, id: number, note: string | null): Promise<void> {
  await db.updateTable('proposals').set({ note }).where('id', '=', id).execute();
}

export interface ProposalQuery {
  id?: number;
  accountId?: number;
  callId?: number;
  status?: ProposalStatus;
  limit?: number;
  offset?: number;
  /** Include the applicant and the private note (the call's partner, admins). */
  reviewer?: boolean;
}

function proposalsWhere(db: Executor, f: ProposalQuery) {
  let qb = db.selectFrom('proposals').innerJoin('calls', 'calls.id', 'proposals.call_id');
  if (f.id !== undefined) qb = qb.where('proposals.id', '=', f.id);
  if (f.accountId !== undefined) qb = qb.where('proposals.account_id', '=', f.accountId);
  if (f.callId !== undefined) qb = qb.where('proposals.call_id', '=', f.callId);
  if (f.status !== undefined) qb = qb.where('proposals.status', '=', f.status);
  return qb;
}

/** What the applicant wrote and its decision: the columns both the lists and the account export show. */
const PROPOSAL_COLUMNS = [
  'proposals.title',
  'proposals.cover_letter',
  'proposals.status',
  'proposals.message',
  'proposals.decided_at',
  'proposals.created_at',
  'proposals.updated_at',
] as const;

/** The applicant's display name, e-mail and phone from their profile. */
const applicantName = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', c.first_name, c.last_name)), ''),
  nullif(b.trade_name, ''), nullif(b.registered_name, ''), accounts.email)`;

export async function listProposals(db: Executor, f: ProposalQuery): Promise<ProposalItem[]> {
  const rows = await proposalsWhere(db, f)
    .leftJoin('accounts', 'accounts.id', 'proposals.account_id')
    .leftJoin('creative_profiles as c', 'c.account_id', 'accounts.id')
    .leftJoin('business_profiles as b', 'b.account_id', 'accounts.id')
    .select([
      'proposals.id',
      ...PROPOSAL_COLUMNS,
      'proposals.note',
      'proposals.account_id',
      'calls.id as call_id',
      'calls.title as call_title',
      'calls.host',
      'calls.closes_at',
      'accounts.kind as applicant_kind',
      'accounts.email as applicant_email',
      sql<string | null>`coalesce(c.phone_number, b.phone_number)`.as('applicant_phone'),
      applicantName.as('applicant_name'),
    ])
    .orderBy('proposals.created_at', 'desc')
    .orderBy('proposals.id', 'desc')
    .limit(f.limit ?? 500)
    .offset(f.offset ?? 0)
    .execute();
  const ids = rows.map((r) => r.id);
  const docs =
    ids.length === 0
      ? []
      : await db
          .selectFrom('proposal_documents')
          .select(['id', 'proposal_id', 'name', 'original_name', 'mime', 'bytes'])
          .where('proposal_id', 'in', ids)
          .orderBy('id')
          .execute();
  const docsOf = (id: number): ProposalDocument[] =>
    docs
      .filter((d) => d.proposal_id === id)
      .map((d) => ({
        id: d.id,
        name: d.name,
        type: MIME_TYPES[d.mime],
        file_name: d.original_name,
        bytes: d.bytes,
      }));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    coverLetter: row.cover_letter,
    status: row.status,
    message: row.message,
    decided_at: row.decided_at ? iso(row.decided_at) : null,
    date: iso(row.created_at),
    updated_at: iso(row.updated_at),
    host: row.host,
    call: { id: row.call_id, title: row.call_title, host: row.host, closes_at: iso(row.closes_at) },
    documents: docsOf(row.id),
    ...(f.reviewer
      ? {
          applicant:
            row.account_id === null || row.applicant_kind === null || row.applicant_email === null
              ? null
              : {
                  id: row.account_id,
                  kind: row.applicant_kind,
                  name: row.applicant_name,
                  email: row.applicant_email,
                  phone: row.applicant_phone,
                },
          note: row.note,
        }
      : {}),
  }));
}

/** The account's own proposals for its data export, oldest first, with their documents' names (never the
 * partner's private note, which is the partner's). */
export async function exportProposals(db: Executor, accountId: number) {
  return proposalsWhere(db, { accountId })
    .select([
      'proposals.id',
      'proposals.call_id',
      'calls.title as call_title',
      'calls.host',
      ...PROPOSAL_COLUMNS,
    ])
    .select((eb) =>
      eb
        .selectFrom('proposal_documents as d')
        .select(sql<string[]>`coalesce(array_agg(d.original_name order by d.id), '{}')`.as('names'))
        .whereRef('d.proposal_id', '=', 'proposals.id')
        .as('documents'),
    )
    .orderBy('proposals.created_at', 'asc')
    .execute();
}

export async function countProposals(db: Executor, f: ProposalQuery): Promise<number> {
  const row = await proposalsWhere(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A document with who may read it: the applicant, the call's partner (admins are checked by the route). */
export async function documentForDownload(db: Executor, id: number) {
  return db
    .selectFrom('proposal_documents as d')
    .innerJoin('proposals as p', 'p.id', 'd.proposal_id')
    .innerJoin('calls', 'calls.id', 'p.call_id')
    .select(['d.file_name', 'd.original_name', 'd.mime', 'p.account_id', 'calls.author_id as call_author_id'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}

/** The stored names among `names` (the private area's sweep keeps them). */
export async function proposalDocumentFileNames(db: Executor, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('proposal_documents')
    .select('file_name')
    .where('file_name', 'in', names)
    .execute();
  return rows.map((r) => r.file_name);
}

/** What the applicant's eligibility is checked against: kind, sector (a creative's category's sector) and state. */
/** The private files of every proposal to a call (a call's take-down removes them with its proposals). */
export async function proposalFilesOfCall(db: Executor, callId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('proposal_documents as d')
    .innerJoin('proposals as p', 'p.id', 'd.proposal_id')
    .select('d.file_name')
    .where('p.call_id', '=', callId)
    .execute();
  return rows.map((r) => r.file_name);
}

export async function applicantPlace(db: Executor, accountId: number) {
  return accountWithProfiles(db)
    .select([
      'accounts.kind',
      'accounts.email',
      'c.category',
      'b.sector',
      sql<string | null>`coalesce(c.residence_state, b.state)`.as('state'),
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

/** The applicant's e-mail, display name and language, for the mails. */
export async function applicantContact(db: Executor, accountId: number) {
  return accountWithProfiles(db)
    .select(['accounts.email', 'accounts.language', applicantName.as('name')])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}
