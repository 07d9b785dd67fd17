// Proposals to calls (issue 32, docs/proposals.md): the applicant's submission, edit and withdrawal, and the partner's
// decision. Documents are stored in the upload store's private area (as funding documents are: never served by GET
// /uploads, only by the access-checked document route); each change that mails writes to the outbox in the same
// transaction and the route kicks the worker after the commit.
import { randomBytes } from 'node:crypto';
import {
  PROPOSAL_DOCUMENT_TYPES,
  type ProposalBodyFields,
  type ProposalDocumentType,
  type ProposalItem,
} from '../../contract/calls';
import { SECTORS } from '../../contract/sectors';
import type { Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  payloadTooLarge,
  unsupportedMedia,
} from '../lib/http-errors';
import { fileTooLargeMessage, reencodeImage, sniffType } from '../lib/image-store';
import type { MailMessage } from '../lib/mail-message';
import { proposalDecisionMail, proposalReceivedMail, type ProposalMailInput } from '../lib/proposal-mails';
import type { UploadStore } from '../lib/upload-store';
import { callRules } from '../repositories/calls';
import { enqueueMail } from '../repositories/mail-outbox';
import * as repo from '../repositories/proposals';
import { notify } from '../repositories/notifications';

export const REQUIRED = 'All fields are required';
export const CALL_CLOSED = 'This call for proposals has closed: no more proposals are accepted.';

export interface DocumentRules {
  store: UploadStore;
  maxBytes: number;
}

/** A display name: no path, no control characters, at most 120 characters. */
function cleanName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}

/** The spec's type (pdf, png, jpeg), also read from a MIME type or the jpg spelling; null for anything else. */
export function documentType(value: string): ProposalDocumentType | null {
  const v = value.trim().toLowerCase();
  const plain = v.startsWith('application/') || v.startsWith('image/') ? v.slice(v.indexOf('/') + 1) : v;
  const type = plain === 'jpg' ? 'jpeg' : plain;
  return (PROPOSAL_DOCUMENT_TYPES as readonly string[]).includes(type)
    ? (type as ProposalDocumentType)
    : null;
}

/** Who is calling (the route's caller). */
export interface Caller {
  id: number;
  kind: string;
}

/** One document as sent: its required name, the declared type and its bytes (null when the base64 was not valid;
 * the route decodes it). */
export interface IncomingDocument {
  name: string;
  type: string;
  data: Buffer | null;
  file_name?: string;
}

/** Checks each document (type declared and judged by its bytes, size) and writes it to the private area. */
async function storeDocuments(
  rules: DocumentRules,
  docs: IncomingDocument[],
): Promise<repo.NewProposalDocument[]> {
  const checked = docs.map((doc) => {
    const type = documentType(doc.type);
    if (!type) throw unsupportedMedia('Only PDF, PNG or JPEG documents are accepted.');
    const data = doc.data;
    if (!data) throw badRequest('A document is not valid base64.');
    if (data.length === 0) throw badRequest('The file is empty.');
    if (data.length > rules.maxBytes) throw payloadTooLarge(fileTooLargeMessage(rules.maxBytes));
    const sniffed = sniffType(data);
    if (sniffed !== type) throw unsupportedMedia("A document's content does not match its type.");
    return { doc, type, data };
  });
  const stored: repo.NewProposalDocument[] = [];
  await removingOnFailure(rules.store, stored, async () => {
    for (const { doc, type, data } of checked) {
      // A PDF is kept as sent; an image is re-encoded (metadata stripped), as every image the portal keeps.
      const file = type === 'pdf' ? { data, mime: 'application/pdf' as const } : await reencodeImage(data);
      const ext = file.mime === 'application/pdf' ? 'pdf' : file.mime === 'image/jpeg' ? 'jpg' : 'png';
      const fileName = `p-${randomBytes(16).toString('hex')}.${ext}`;
      await rules.store.put('private', fileName, file.data, file.mime);
      stored.push({
        name: doc.name.trim(),
        original_name: cleanName(doc.file_name, `${doc.name.trim() || 'document'}.${ext}`),
        mime: file.mime,
        file_name: fileName,
        bytes: file.data.length,
      });
    }
  });
  return stored;
}

export async function removeFiles(store: UploadStore, names: string[]): Promise<void> {
  if (names.length > 0) await store.remove('private', names).catch(() => undefined);
}

/** Runs `work`; when it fails, the files of `stored` (as it is then) are removed and the error goes on. */
async function removingOnFailure<T>(
  store: UploadStore,
  stored: readonly { file_name: string }[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeFiles(
      store,
      stored.map((s) => s.file_name),
    );
    throw error;
  }
}

function sectorOfCategory(category: string | null): string | null {
  if (!category) return null;
  const wanted = category.trim().toLowerCase();
  return (
    SECTORS.find(
      (s) => s.name.toLowerCase() === wanted || s.categories.some((c) => c.toLowerCase() === wanted),
    )?.name ?? null
  );
}

/** Who may apply: the call's kinds, and (when it names some) its sectors and states, against the profile. */
async function assertEligible(
  db: DB,
  accountId: number,
  call: { eligible_kinds: string[]; sectors: string[]; states: string[] },
): Promise<void> {
  const place = await repo.applicantPlace(db, accountId);
  if (!place || !call.eligible_kinds.includes(place.kind))
    throw forbidden('Your account type cannot apply to this call for proposals.');
  const lower = (list: string[]) => list.map((v) => v.toLowerCase());
  if (call.sectors.length > 0) {
    const sector = place.kind === 'business' ? place.sector : sectorOfCategory(place.category);
    if (!sector || !lower(call.sectors).includes(sector.toLowerCase()))
      throw forbidden('This call for proposals is not open to your sector.');
  }
  if (call.states.length > 0) {
    if (!place.state || !lower(call.states).includes(place.state.toLowerCase()))
      throw forbidden('This call for proposals is not open to your state.');
  }
}

function assertOpen(call: { opens_at: Date; closes_at: Date }, now = new Date()): void {
  if (new Date(call.closes_at) <= now) throw forbidden(CALL_CLOSED);
  if (new Date(call.opens_at) > now) throw forbidden('This call for proposals is not open yet.');
}

function assertDistinctNames(docs: { name: string }[]): void {
  const names = docs.map((d) => d.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) throw badRequest('Each document needs a different name.');
}

/** The required documents not among `have` (names compared without case). */
function missingDocuments(required: string[], have: string[]): string[] {
  const got = new Set(have.map((n) => n.trim().toLowerCase()));
  return required.filter((name) => !got.has(name.trim().toLowerCase()));
}

/** What the applicant sends: the two text fields (both required) and the documents. */
export interface ProposalSent {
  body: ProposalBodyFields;
  docs: IncomingDocument[];
}

/** The title and cover letter, trimmed; both are required. */
function requiredText(body: ProposalBodyFields): { title: string; coverLetter: string } {
  const title = body.title?.trim() ?? '';
  const coverLetter = body.coverLetter?.trim() ?? '';
  if (!title || !coverLetter) throw badRequest(REQUIRED);
  return { title, coverLetter };
}

/** Mails the applicant about their proposal, in their language, inside the change's transaction (nothing when the
 * account is gone). */
async function mailApplicant(
  trx: Transaction<Database>,
  accountId: number,
  proposal: { title: string; call: string; host: string },
  publicUrl: string,
  mail: (input: ProposalMailInput) => MailMessage,
): Promise<void> {
  const contact = await repo.applicantContact(trx, accountId);
  if (!contact) return;
  const link = `${publicUrl.replace(/\/+$/, '')}/proposalpage`;
  await enqueueMail(
    trx,
    mail({ to: contact.email, name: contact.name, language: contact.language, ...proposal, link }),
  );
}

/** A new proposal: the rules, the documents stored, one insert (the unique constraint decides a race), the mail. */
export async function submitProposal(
  db: DB,
  rules: DocumentRules & { publicUrl: string },
  caller: Caller,
  callId: number,
  { body, docs }: ProposalSent,
): Promise<ProposalItem> {
  const { title, coverLetter } = requiredText(body);
  const call = await callRules(db, callId);
  if (!call || call.is_blacklisted) throw notFound('Call for proposals not found.');
  assertOpen(call);
  await assertEligible(db, caller.id, call);
  assertDistinctNames(docs);
  const missing = missingDocuments(
    call.documents_required,
    docs.map((d) => d.name),
  );
  if (missing.length > 0) throw badRequest(`Please attach every required document: ${missing.join(', ')}.`);
  const existing = await repo.countProposals(db, { callId, accountId: caller.id });
  if (existing > 0) throw conflict('You have already sent a proposal to this call.');

  const stored = await storeDocuments(rules, docs);
  return removingOnFailure(rules.store, stored, () =>
    db.transaction().execute(async (trx) => {
      const id = await repo.insertProposal(trx, { callId, accountId: caller.id, title, coverLetter });
      if (id === null) throw conflict('You have already sent a proposal to this call.');
      await repo.insertDocuments(trx, id, stored);
      const about = { title, call: call.title, host: call.host };
      await mailApplicant(trx, caller.id, about, rules.publicUrl, proposalReceivedMail);
      const [item] = await repo.listProposals(trx, { id });
      return item;
    }),
  );
}

/** The applicant's own proposal, still editable: before the closing date and not yet decided. */
async function ownOpenProposal(db: DB, caller: Caller, id: number, forEdit: boolean) {
  const proposal = await repo.proposalRules(db, id);
  if (!proposal) throw notFound('Proposal not found.');
  if (proposal.account_id !== caller.id) throw forbidden();
  if (new Date(proposal.closes_at) <= new Date()) throw forbidden(CALL_CLOSED);
  if (forEdit && proposal.status !== 'PENDING')
    throw forbidden('A decided proposal can no longer be changed.');
  return proposal;
}

/** The applicant's edit: title and cover letter replaced; each document sent replaces the one of its name. */
export async function editProposal(
  db: DB,
  rules: DocumentRules,
  caller: Caller,
  id: number,
  { body, docs }: ProposalSent,
): Promise<ProposalItem> {
  const { title, coverLetter } = requiredText(body);
  await ownOpenProposal(db, caller, id, true);
  assertDistinctNames(docs);
  const stored = await storeDocuments(rules, docs);
  let replaced: string[] = [];
  return removingOnFailure(rules.store, stored, async () => {
    const item = await db.transaction().execute(async (trx) => {
      const locked = await repo.proposalRules(trx, id, true);
      if (!locked || locked.account_id !== caller.id) throw notFound('Proposal not found.');
      if (locked.status !== 'PENDING') throw forbidden('A decided proposal can no longer be changed.');
      await repo.updateProposal(trx, id, { title, cover_letter: coverLetter });
      replaced = await repo.deleteDocumentsNamed(
        trx,
        id,
        stored.map((s) => s.name),
      );
      await repo.insertDocuments(trx, id, stored);
      const [answer] = await repo.listProposals(trx, { id });
      return answer;
    });
    await removeFiles(rules.store, replaced);
    return item;
  });
}

/** A withdrawal deletes the proposal and its documents (a withdrawn proposal keeps nothing). */
export async function withdrawProposal(
  db: DB,
  store: UploadStore,
  caller: Caller,
  id: number,
): Promise<void> {
  await ownOpenProposal(db, caller, id, false);
  const files = await db.transaction().execute((trx) => repo.deleteProposal(trx, id));
  await removeFiles(store, files);
}

/** The call's partner or an admin may review a proposal; the applicant only reads it. */
export async function reviewerOf(db: DB, caller: Caller, id: number) {
  const proposal = await repo.proposalRules(db, id);
  if (!proposal) throw notFound('Proposal not found.');
  const reviewer = caller.kind === 'admin' || proposal.call_author_id === caller.id;
  return { proposal, reviewer };
}

/** The partner's (or an admin's) decision, with its message, mailed to the applicant in their language. A decision
 * once made is changed only by an admin. */
export async function decideProposal(
  db: DB,
  publicUrl: string,
  caller: Caller,
  id: number,
  input: { status: 'APPROVED' | 'REJECTED'; message: string },
): Promise<ProposalItem> {
  const message = input.message.trim();
  if (!message) throw badRequest('A decision needs a message to the applicant.');
  const { reviewer } = await reviewerOf(db, caller, id);
  if (!reviewer) throw forbidden();
  return db.transaction().execute(async (trx) => {
    const current = await repo.proposalRules(trx, id, true);
    if (!current) throw notFound('Proposal not found.');
    if (current.status !== 'PENDING' && caller.kind !== 'admin')
      throw forbidden('Only an admin can change a decision.');
    if (current.status === input.status) throw badRequest('The proposal already has this decision.');
    await repo.decide(trx, id, { status: input.status, message, actorId: caller.id });
    const [item] = await repo.listProposals(trx, { id, reviewer: true });
    if (current.account_id !== null) {
      await notify(trx, current.account_id, {
        kind: 'proposal_decided',
        title: item.title,
        item: { kind: 'call', id: item.call.id },
      });
      const about = { title: item.title, call: item.call.title, host: item.host };
      await mailApplicant(trx, current.account_id, about, publicUrl, (mail) =>
        proposalDecisionMail({ ...mail, status: input.status, message }),
      );
    }
    return item;
  });
}
