// All SQL for posts: the public feed, one post, the author's own posts, create and update.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { Author } from '../../contract/authors';
import { AUTHOR_COLUMNS, type AuthorRow, cachedTotal, containsPattern, iso, type ListQuery, type ListResult, metaOf, pagingOf, toAuthor, totalKey } from './content-query';

type Conn = DB | Transaction<Database>;

export interface PostItem {
  id: number;
  title: string;
  description: string;
  link: string | null;
  images: string[];
  likes: number;
  created_at: string;
  updated_at: string;
  author: Author;
}

export interface PostFilters extends ListQuery {
  id?: number;
  /** The caller's own posts. */
  owner_id?: number;
}

/** The posts a list may show (their author is not blacklisted) under the list's filters; only posts is read, so
 * a page's ids come from one index (posts_feed_idx) and the author's columns are joined for those rows alone. */
function filtered(db: Conn, f: PostFilters) {
  let qb = db
    .selectFrom('posts')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('accounts as b').select('b.id').whereRef('b.id', '=', 'posts.author_id').where('b.is_blacklisted', '=', true))),
    );
  if (f.id !== undefined) qb = qb.where('posts.id', '=', f.id);
  if (f.owner_id !== undefined) qb = qb.where('posts.author_id', '=', f.owner_id);
  if (f.author_id !== undefined) qb = qb.where('posts.author_id', '=', f.author_id);
  if (f.exclude !== undefined) qb = qb.where('posts.id', '!=', f.exclude);
  const q = f.q?.trim();
  if (q) qb = qb.where('posts.title', 'ilike', containsPattern(q));
  return qb;
}

type Row = AuthorRow & Omit<PostItem, 'author' | 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

function toItem(row: Row): PostItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    images: row.images ?? [],
    likes: row.likes,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    author: toAuthor(row),
  };
}

export async function listPosts(db: Conn, f: PostFilters): Promise<ListResult<PostItem>> {
  const paging = pagingOf(f);
  const random = Boolean(f.random && f.author_id !== undefined);
  let page = filtered(db, f).select('posts.id');
  page = random ? page.orderBy(sql`random()`) : page.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc');
  let rows = db
    .selectFrom(page.limit(paging.limit).offset(paging.offset).as('page'))
    .innerJoin('posts', 'posts.id', 'page.id')
    .innerJoin('accounts', 'accounts.id', 'posts.author_id')
    .leftJoin('creative_profiles', 'creative_profiles.account_id', 'posts.author_id')
    .leftJoin('business_profiles', 'business_profiles.account_id', 'posts.author_id')
    .leftJoin('partner_profiles', 'partner_profiles.account_id', 'posts.author_id')
    .select([
      'posts.id', 'posts.title', 'posts.description', 'posts.link', 'posts.images', 'posts.likes',
      'posts.created_at', 'posts.updated_at', 'posts.author_id', ...AUTHOR_COLUMNS,
    ]);
  rows = random ? rows.orderBy(sql`random()`) : rows.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc');
  const items = (await rows.execute()).map((r) => toItem(r as Row));
  if (!paging.paged) return { items };
  const total = await cachedTotal(totalKey('posts', f), async () =>
    Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { items, meta: metaOf(paging, total) };
}

export async function findPost(db: Conn, id: number): Promise<PostItem | undefined> {
  const { items } = await listPosts(db, { id });
  return items[0];
}

export interface PostInput {
  title: string;
  description: string;
  link: string;
  images: string[];
}

export async function createPost(db: Conn, authorId: number, input: PostInput): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The post's author, or undefined when there is no such post. */
export async function postAuthor(db: Conn, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('posts').select('author_id').where('id', '=', id).executeTakeFirst();
  return row?.author_id;
}

export async function updatePost(db: Conn, id: number, changes: Partial<PostInput>): Promise<void> {
  await db.updateTable('posts').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}
