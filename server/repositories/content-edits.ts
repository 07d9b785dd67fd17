// An author's edit of their own content (issue 14): who wrote an item, and the edit itself, which never leaves a
// half-written row and never writes over an item that is gone or someone else's.
import type { Transaction, Updateable } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';

/** The content tables an author edits (docs/content.md, "Editing"). */
export type EditableTable = 'posts' | 'products' | 'tools' | 'opportunities' | 'events';

/** Why an edit wrote nothing: no such item (never was, or deleted meanwhile), or another account's. */
export type EditRefusal = 'missing' | 'not-yours';

export type EditOutcome = { refused: EditRefusal } | { refused: null; previousImages: string[] };

// Every editable table has id, author_id, images and updated_at: one of them stands for all in Kysely's types.
const oneOf = (table: EditableTable) => table as 'posts';

/** Whether `authorId` may edit the item: null when they may, else why not (read without a lock). */
export async function editRefusal(
  db: DB,
  table: EditableTable,
  id: number,
  authorId: number,
): Promise<EditRefusal | null> {
  const row = await db.selectFrom(oneOf(table)).select('author_id').where('id', '=', id).executeTakeFirst();
  if (!row) return 'missing';
  return row.author_id === authorId ? null : 'not-yours';
}

/**
 * Writes `values` over the item in one transaction: the row is locked, its author checked, then updated, so
 * concurrent edits apply one after the other (the last write wins, each whole) and an item deleted meanwhile
 * answers 'missing'. The images the item had before are returned for the caller's clean-up after the commit.
 */
export async function editOwnItem<T extends EditableTable>(
  db: DB,
  table: T,
  id: number,
  authorId: number,
  values: Updateable<Database[T]>,
): Promise<EditOutcome> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const row = await trx
      .selectFrom(oneOf(table))
      .select(['author_id', 'images'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { refused: 'missing' };
    if (row.author_id !== authorId) return { refused: 'not-yours' };
    await trx
      .updateTable(oneOf(table))
      .set({ ...(values as Updateable<Database['posts']>), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return { refused: null, previousImages: row.images };
  });
}
