// Funding applications (issue 13, docs/funding.md): private supporting documents, the application with its
// documents and first history row, and the admin's status changes. Each change writes its mail to the outbox in
// the same transaction; the route kicks the worker after the commit.
import { randomBytes } from 'node:crypto';
import {
  formatNaira,
  FUNDING_PROGRAMME_LABELS,
  FUNDING_STATUS_LABELS,
  type CreateFundingApplicationBody,
  type FundingApplication,
  type FundingDocument,
  type FundingStatus,
} from '../../contract/funding';
import type { DB } from '../db/database';
import { badRequest, notFound, payloadTooLarge, unsupportedMedia } from '../lib/http-errors';
import { fileTooLargeMessage, reencodeImage, sniffType } from '../lib/image-store';
import type { UploadStore } from '../lib/upload-store';
import { fundingReceivedMail, fundingStatusMail } from '../lib/mail-templates';
import type { Language } from '../../contract/languages';
import { accountLanguage } from '../repositories/accounts';
import * as repo from '../repositories/funding';
import { enqueueMail } from '../repositories/mail-outbox';

/** Documents uploaded but not yet part of an application: at most this many per account, pruned after a day. */
export const UNATTACHED_DOCUMENTS_MAX = 10;
export const UNATTACHED_DOCUMENT_HOURS = 24;

/** A display name: no path, no control characters, at most 120 characters. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}

/**
 * Stores one supporting document in the store's private area (never served by GET /uploads, only by the
 * access-checked document route): a PDF is judged by its first bytes (%PDF-) and kept as sent; an image goes through
 * the image pipeline (re-encoded, metadata stripped). Anything else is refused with 415.
 */
export async function storeFundingDocument(
  db: DB,
  { store, maxBytes }: { store: UploadStore; maxBytes: number },
  ownerId: number,
  input: { name: string; data: Buffer },
): Promise<FundingDocument> {
  if (input.data.length === 0) throw badRequest('The file is empty.');
  if (input.data.length > maxBytes) throw payloadTooLarge(fileTooLargeMessage(maxBytes));
  const kind = sniffType(input.data);
  if (!kind) throw unsupportedMedia('Only PDF documents or PNG, JPEG, WebP or GIF images are accepted.');

  await store.remove('private', await repo.deleteStaleDocuments(db, UNATTACHED_DOCUMENT_HOURS));
  if ((await repo.countUnattachedDocuments(db, ownerId)) >= UNATTACHED_DOCUMENTS_MAX) {
    throw badRequest('You have too many documents waiting. Submit your application, or try again tomorrow.');
  }

  const stored =
    kind === 'pdf' ? { data: input.data, mime: 'application/pdf' as const } : await reencodeImage(input.data);
  const ext = stored.mime === 'application/pdf' ? 'pdf' : stored.mime === 'image/jpeg' ? 'jpg' : 'png';
  const fileName = `${randomBytes(16).toString('hex')}.${ext}`;
  await store.put('private', fileName, stored.data, stored.mime);
  try {
    return await repo.insertDocument(db, {
      ownerId,
      fileName,
      originalName: cleanName(input.name, `document.${ext}`),
      mime: stored.mime,
      bytes: stored.data.length,
    });
  } catch (error) {
    await store.remove('private', [fileName]).catch(() => undefined);
    throw error;
  }
}

/** Names are looked up in the database this many at a time (a bucket may hold many documents). */
const SWEEP_BATCH = 500;

/**
 * Removes documents with no row: those of deleted accounts (their rows go by cascade, in the deletion's transaction,
 * which knows nothing of the store) and those a crash left between the write and the insert. Run at start; files
 * younger than 10 minutes are left alone, since another process may be between its write and its insert.
 */
export async function sweepOrphanDocuments(db: DB, store: UploadStore): Promise<number> {
  let removed = 0;
  const sweep = async (names: string[]) => {
    const known = new Set(await repo.documentFileNames(db, names));
    const old: string[] = [];
    for (const name of names.filter((n) => !known.has(n))) {
      const info = await store.stat('private', name);
      if (info && Date.now() - info.lastModified.getTime() > 10 * 60_000) old.push(name);
    }
    await store.remove('private', old);
    removed += old.length;
  };
  let batch: string[] = [];
  for await (const name of store.list('private')) {
    batch.push(name);
    if (batch.length === SWEEP_BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);
  return removed;
}

function mailInput(app: FundingApplication, publicUrl: string, language: Language) {
  return {
    language,
    to: app.applicant.email,
    name: app.applicant.name,
    reference: app.reference,
    programme: FUNDING_PROGRAMME_LABELS[app.programme],
    amount: formatNaira(app.amount),
    link: `${publicUrl.replace(/\/+$/, '')}/funding`,
  };
}

/** Creates the application from the caller's profile and the body; the 'received' mail goes in the same transaction. */
export async function createFundingApplication(
  db: DB,
  accountId: number,
  body: CreateFundingApplicationBody,
  publicUrl: string,
): Promise<FundingApplication> {
  const purpose = body.purpose.trim();
  const documents = [...new Set(body.documents)];
  return db.transaction().execute(async (trx) => {
    const applicant = await repo.applicantOf(trx, accountId);
    if (!applicant) throw notFound('User not found.');
    const id = await repo.insertApplication(trx, {
      accountId,
      applicant,
      amount: body.amount,
      purpose,
      programme: body.programme,
    });
    const attached = await repo.attachDocuments(trx, id, accountId, documents);
    if (attached !== documents.length) {
      throw badRequest('A supporting document could not be found. Please upload it again.');
    }
    const application = await repo.getApplication(trx, id);
    if (!application) throw notFound('Application not found.');
    await enqueueMail(
      trx,
      fundingReceivedMail(mailInput(application, publicUrl, await accountLanguage(trx, accountId))),
    );
    return application;
  });
}

/** The admin's status change, recorded in the history (who, when, note) and mailed to the applicant. */
export async function changeFundingStatus(
  db: DB,
  {
    id,
    actorId,
    status,
    note,
    publicUrl,
  }: { id: number; actorId: number; status: FundingStatus; note: string | null; publicUrl: string },
): Promise<FundingApplication> {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockApplication(trx, id);
    if (!current) throw notFound('Application not found.');
    if (current.status === status) {
      throw badRequest(`The application is already ${FUNDING_STATUS_LABELS[status].toLowerCase()}.`);
    }
    await repo.setStatus(trx, id, status);
    await repo.recordStatus(trx, { applicationId: id, status, actorId, note });
    const application = await repo.getApplication(trx, id);
    if (!application) throw notFound('Application not found.');
    const language = await accountLanguage(trx, current.account_id);
    await enqueueMail(
      trx,
      fundingStatusMail({
        ...mailInput(application, publicUrl, language),
        status: FUNDING_STATUS_LABELS[status],
        note,
      }),
    );
    return application;
  });
}
