// All SQL of content removal (issue 14): an author's delete and an admin's take-down take the row out of its table in
// one statement, so every list, detail and search stops showing it without touching their queries; a take-down keeps
// a copy in removed_content until purge_after (docs/moderation.md).
import type { ContentItemType } from '../../contract/moderation';
import type { Executor } from './accounts';
import { AUTHOR_COLUMNS, toAuthor, type ContentTable } from './content-query';

export const CONTENT_TABLE_OF: Record<ContentItemType, ContentTable | 'calls'> = {
  post: 'posts',
  product: 'products',
  tool: 'tools',
  opportunity: 'opportunities',
  event: 'events',
  call: 'calls',
};

/** A content row as it was deleted: the columns every table has, and the rest of the row for the snapshot. */
export interface RemovedRow extends Record<string, unknown> {
  id: number;
  author_id: number;
  images: string[];
}

/**
 * Deletes the item and returns its row; with `authorId`, only when that account wrote it. The row lock orders it
 * with a concurrent edit: an edit that comes later updates nothing (and answers 404).
 */
export async function deleteContentRow(
  db: Executor,
  itemType: ContentItemType,
  itemId: number,
  authorId?: number,
): Promise<RemovedRow | undefined> {
  // One shape for the five tables: the columns used here are common to all of them.
  let query = db.deleteFrom(CONTENT_TABLE_OF[itemType] as 'posts').where('id', '=', itemId);
  if (authorId !== undefined) query = query.where('author_id', '=', authorId);
  return query.returningAll().executeTakeFirst();
}

/** Whether the item exists (told apart from "exists but is someone else's" after a refused delete). */
export async function contentExists(
  db: Executor,
  itemType: ContentItemType,
  itemId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(CONTENT_TABLE_OF[itemType] as 'posts')
    .select('id')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where the author's notice goes: the account's e-mail and the name the portal shows for it. */
export async function authorContact(
  db: Executor,
  authorId: number,
): Promise<{ email: string; name: string | null } | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['accounts.id as author_id', 'accounts.email', ...AUTHOR_COLUMNS])
    .where('accounts.id', '=', authorId)
    .executeTakeFirst();
  return row && { email: row.email, name: toAuthor(row).name };
}

export interface RemovedContentInput {
  itemType: ContentItemType;
  row: RemovedRow;
  title: string;
  uploadNames: string[];
  reason: string;
  removedBy: number;
  removedAt: Date;
  purgeAfter: Date;
}

export async function keepRemovedContent(db: Executor, input: RemovedContentInput): Promise<void> {
  await db
    .insertInto('removed_content')
    .values({
      item_type: input.itemType,
      item_id: input.row.id,
      author_id: input.row.author_id,
      title: input.title,
      snapshot: JSON.stringify(input.row),
      upload_names: input.uploadNames,
      reason: input.reason,
      removed_by: input.removedBy,
      removed_at: input.removedAt,
      purge_after: input.purgeAfter,
    })
    .execute();
}

/** Deletes the kept copies whose appeal time has passed; returns the uploads they showed. */
export async function deleteExpiredRemovedContent(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .deleteFrom('removed_content')
    .where('purge_after', '<=', now)
    .returning('upload_names')
    .execute();
  return rows.flatMap((row) => row.upload_names);
}
