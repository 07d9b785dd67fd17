// One content item (post, product, tool, opportunity, training) or profile named by its type and id, whatever its
// table: who owns it and what it is called. Reports (repositories/reports.ts) check what is reported and name it
// in the admin's queue with these.
import { sql, type Insertable } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { ContentItemType, ReportItemType } from '../../contract/moderation';
import type { ProfileKind } from '../../contract/accounts';
import type { MatchedItemKind } from '../../contract/notifications';
import type { Executor } from './accounts';
import { AUTHOR_COLUMNS, toAuthor, type ContentTable } from './content-query';
import { CONTENT_TABLE_OF } from './content-removal';
import { queueFanout } from './notifications';
import { isPubliclyVisible } from './profiles';

/** The table of each content type: one map, shared with the removal's SQL. */
export const CONTENT_TABLES = CONTENT_TABLE_OF;

/** Tools are named, everything else titled. */
const titleOf = (type: ContentItemType) => sql<string>`${sql.ref(type === 'tool' ? 'name' : 'title')}`;

export const isContentType = (type: ReportItemType): type is ContentItemType => type in CONTENT_TABLES;

/** Who owns an item and whether the public may see it; undefined when there is no such item. */
export interface ItemOwner {
  ownerId: number;
  visible: boolean;
}

/**
 * The owner of a content item (its author) or of a profile (the account itself). A content item is visible while
 * its author is not blacklisted (the lists' rule); a profile while it is public, not blacklisted and, for a partner,
 * approved (the directory's rule).
 */
export async function findItemOwner(
  db: Executor,
  type: ReportItemType,
  id: number,
): Promise<ItemOwner | undefined> {
  if (isContentType(type)) {
    const row = await db
      .selectFrom(CONTENT_TABLES[type])
      .innerJoin('accounts', 'accounts.id', 'author_id')
      .select(['author_id', 'accounts.is_blacklisted'])
      .where(`${CONTENT_TABLES[type]}.id`, '=', id)
      .executeTakeFirst();
    return row && { ownerId: row.author_id, visible: !row.is_blacklisted };
  }
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'kind', 'is_blacklisted', 'status', 'approved'])
    .where('id', '=', id)
    .where('kind', '=', type)
    .executeTakeFirst();
  return account && { ownerId: account.id, visible: isPubliclyVisible(account) };
}

export interface NamedItem {
  title: string;
  author: { id: number; name: string; kind: ProfileKind };
}

/** Title and author of the given items of one type, by id; items that are gone are missing from the map. */
export async function nameItems(
  db: Executor,
  type: ReportItemType,
  ids: number[],
): Promise<Map<number, NamedItem>> {
  const named = new Map<number, NamedItem>();
  if (ids.length === 0) return named;
  const owners = isContentType(type)
    ? await db
        .selectFrom(CONTENT_TABLES[type])
        .select(['id', 'author_id as owner_id', titleOf(type).as('title')])
        .where('id', 'in', ids)
        .execute()
    : ids.map((id) => ({ id, owner_id: id, title: null }));
  const authors = await namedAccounts(
    db,
    [...new Set(owners.map((o) => o.owner_id))],
    isContentType(type) ? undefined : type,
  );
  for (const owner of owners) {
    const author = authors.get(owner.owner_id);
    if (author) named.set(owner.id, { title: owner.title ?? author.name, author });
  }
  return named;
}

/** The display name and kind of member accounts (of one kind when given); admins and unknown ids are left out. */
async function namedAccounts(db: Executor, ids: number[], kind?: ProfileKind) {
  const named = new Map<number, NamedItem['author']>();
  if (ids.length === 0) return named;
  let query = db
    .selectFrom('accounts')
    .select(['accounts.id as author_id', ...AUTHOR_COLUMNS])
    .where('accounts.id', 'in', ids)
    .where('accounts.kind', '!=', 'admin');
  if (kind) query = query.where('accounts.kind', '=', kind);
  for (const row of await query.execute()) {
    const author = toAuthor(row);
    if (author.kind !== 'admin')
      named.set(author.id, { id: author.id, name: author.name ?? '', kind: author.kind });
  }
  return named;
}

/** A published item's table: the content tables and the calls for proposals. */
type PublishedTable = ContentTable | 'calls';

/** Inserts an item written by `authorId` and returns its id. With `announce`, the item's fan-out job (issue 34) is
 * queued in the same transaction, so the item and its announcement commit together. */
export async function insertItem<T extends PublishedTable>(
  db: DB,
  table: T,
  authorId: number,
  input: Omit<Insertable<Database[T]>, 'author_id'>,
  announce?: MatchedItemKind,
): Promise<number> {
  const insert = async (ex: Executor) => {
    // One statement for every table: the caller's input is checked against its own table by the signature.
    const row = await ex
      .insertInto(table as 'posts')
      .values({ author_id: authorId, ...input } as Insertable<Database['posts']>)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  if (!announce) return insert(db);
  return db.transaction().execute(async (trx) => {
    const id = await insert(trx);
    await queueFanout(trx, announce, id);
    return id;
  });
}
