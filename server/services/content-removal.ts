// Removing content (issue 14, docs/moderation.md): an author deletes their own post, product, tool, opportunity or
// training; an admin takes any of them down with a reason. Either way the row leaves its table in one statement, so
// nothing shows it any more. A delete removes the images nothing else shows at once; a take-down keeps the row and
// its images for TAKE_DOWN_RETENTION_DAYS (an appeal), mails the author and writes the audit row in the same
// transaction; the purge removes them afterwards.
import type { FastifyInstance } from 'fastify';
import {
  ITEM_TYPE_LABELS,
  MODERATION_MESSAGES,
  TAKE_DOWN_REASON_MAX,
  TAKE_DOWN_REASON_MIN,
  TAKE_DOWN_RETENTION_DAYS,
  type ContentItemType,
} from '../../contract/moderation';
import { InvalidInputError, NotFoundError } from '../lib/domain-errors';
import { forbidden } from '../lib/http-errors';
import { uploadNameFromUrl } from '../lib/image-store';
import { deleteUploads } from './uploads';
import { takeDownMail } from '../lib/mail-templates';
import { accountLanguage } from '../repositories/accounts';
import { writeAudit } from '../repositories/audit';
import {
  authorContact,
  contentExists,
  deleteContentRow,
  deleteExpiredRemovedContent,
  keepRemovedContent,
  type RemovedRow,
} from '../repositories/content-removal';
import { enqueueMail } from '../repositories/mail-outbox';
import { unreferencedUploads } from '../repositories/upload-references';
import { notify } from '../repositories/notifications';

/** The 404 sentences of each resource's details route, so a deleted item reads as an unknown one. */
export const NOT_FOUND_MESSAGES: Record<ContentItemType, string> = {
  post: 'Post not found.',
  product: 'Product not found.',
  tool: 'Tool not found.',
  opportunity: 'Opportunity not found',
  event: 'Event not found.',
};

const DAY_MS = 86_400_000;

function titleOf(row: RemovedRow): string {
  const title = row.title ?? row.name;
  return typeof title === 'string' ? title : '';
}

function uploadNamesOf(app: FastifyInstance, row: RemovedRow): string[] {
  return row.images
    .map((url) => uploadNameFromUrl(url, app.config))
    .filter((name): name is string => name !== null);
}

/** After the commit: removes the uploads among `names` that nothing shows any more. A file left behind is logged. */
async function removeUnusedImages(app: FastifyInstance, names: string[]): Promise<void> {
  if (names.length === 0) return;
  try {
    await deleteUploads(app.db, app.uploadStore, await unreferencedUploads(app.db, names));
  } catch (error) {
    app.log.error({ err: error }, 'content removed but some of its images could not be removed');
  }
}

/** The author deletes their own item: 404 when there is none, 403 when it is someone else's. */
export async function deleteOwnContent(
  app: FastifyInstance,
  input: { itemType: ContentItemType; itemId: number; authorId: number },
): Promise<void> {
  const row = await deleteContentRow(app.db, input.itemType, input.itemId, input.authorId);
  if (!row) {
    if (await contentExists(app.db, input.itemType, input.itemId))
      throw forbidden(MODERATION_MESSAGES.notYours);
    throw new NotFoundError(NOT_FOUND_MESSAGES[input.itemType]);
  }
  await removeUnusedImages(app, uploadNamesOf(app, row));
}

/** The reason as stored and mailed, or InvalidInputError (400) when it is not 10 to 500 characters once trimmed. */
export function takeDownReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (text.length < TAKE_DOWN_REASON_MIN || text.length > TAKE_DOWN_REASON_MAX) {
    throw new InvalidInputError(MODERATION_MESSAGES.takeDownReason);
  }
  return text;
}

/**
 * An admin takes an item down: in one transaction the row leaves its table and is kept in removed_content for the
 * appeal time, the author's notice is queued and the audit row written. Throws NotFoundError (404) when the item does
 * not exist, InvalidInputError (400) for a reason that is not 10 to 500 characters.
 */
export async function takeDownContent(
  app: FastifyInstance,
  input: { itemType: ContentItemType; itemId: number; adminId: number; reason: string },
): Promise<{ title: string }> {
  const reason = takeDownReason(input.reason);
  const title = await app.db.transaction().execute(async (trx) => {
    const row = await deleteContentRow(trx, input.itemType, input.itemId);
    if (!row) throw new NotFoundError(NOT_FOUND_MESSAGES[input.itemType]);
    const itemTitle = titleOf(row);
    const removedAt = new Date();
    await keepRemovedContent(trx, {
      itemType: input.itemType,
      row,
      title: itemTitle,
      uploadNames: uploadNamesOf(app, row),
      reason,
      removedBy: input.adminId,
      removedAt,
      purgeAfter: new Date(removedAt.getTime() + TAKE_DOWN_RETENTION_DAYS * DAY_MS),
    });
    await writeAudit(trx, {
      actorId: input.adminId,
      action: 'content.take_down',
      targetKind: input.itemType,
      targetId: row.id,
      detail: {
        item_type: input.itemType,
        item_id: row.id,
        title: itemTitle,
        reason,
        author_id: row.author_id,
      },
    });
    await notify(trx, row.author_id, { kind: 'content_removed', title: itemTitle, link: null, item: null });
    const author = await authorContact(trx, row.author_id);
    if (author) {
      await enqueueMail(
        trx,
        takeDownMail({
          to: author.email,
          name: author.name,
          itemLabel: ITEM_TYPE_LABELS[input.itemType],
          title: itemTitle,
          reason,
          appealDays: TAKE_DOWN_RETENTION_DAYS,
          replyTo: app.config.adminEmail,
          language: await accountLanguage(trx, row.author_id),
        }),
      );
    }
    return itemTitle;
  });
  app.mailOutbox.kick();
  return { title };
}

/** Deletes the kept copies whose appeal time has passed (at `now`) and the images nothing else shows. */
export async function purgeRemovedContent(app: FastifyInstance, now = new Date()): Promise<void> {
  await removeUnusedImages(app, await deleteExpiredRemovedContent(app.db, now));
}
