// An admin takes a content item down (issue 14). A minimal version written on the reports branch so the report
// queue's take-down compiles and is tested; the content-removal branch owns this file and its full version (images
// kept for an appeal, then purged) replaces this one at merge. Only the signature below is relied on.
import type { FastifyInstance } from 'fastify';
import { ITEM_TYPE_LABELS, MODERATION_MESSAGES, type ContentItemType } from '../../contract/moderation';
import { NotFoundError } from '../lib/domain-errors';
import { noticeMail, oneLine } from '../lib/mail-templates';
import { writeAudit } from '../repositories/audit';
import { deleteContentItem } from '../repositories/content-items';
import { enqueueMail } from '../repositories/mail-outbox';

/**
 * Removes the item, writes the audit entry and queues a notice to its author with the title and the reason, in one
 * transaction. Throws NotFoundError (404) when the item does not exist.
 */
export async function takeDownContent(
  app: FastifyInstance,
  input: { itemType: ContentItemType; itemId: number; adminId: number; reason: string },
): Promise<{ title: string }> {
  const { itemType, itemId, adminId, reason } = input;
  const removed = await app.db.transaction().execute(async (trx) => {
    const item = await deleteContentItem(trx, itemType, itemId);
    if (!item) return undefined;
    await writeAudit(trx, {
      actorId: adminId,
      action: 'content.take_down',
      targetKind: itemType,
      targetId: itemId,
      detail: { title: item.title, author_id: item.authorId, reason },
    });
    const label = ITEM_TYPE_LABELS[itemType];
    await enqueueMail(
      trx,
      noticeMail({
        to: item.authorEmail,
        subject: `Your ${label} has been taken down`,
        ...(item.authorName ? { name: item.authorName } : {}),
        lines: [
          `Our team has taken down your ${label} "${oneLine(item.title, 120)}".`,
          `The reason: ${reason}`,
          'If you think this is a mistake, reply to this e-mail.',
        ],
      }),
    );
    return item;
  });
  if (!removed) throw new NotFoundError(MODERATION_MESSAGES.notFound);
  app.mailOutbox.kick();
  return { title: removed.title };
}
