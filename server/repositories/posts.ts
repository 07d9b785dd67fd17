// All SQL for posts: the public feed, one post, the author's own posts, create (edits: content-edits.ts).
import type { DB } from '../db/database';
import type { PostBody } from '../../contract/content';
import { type ContentFilters, type ContentStamp, listContent, type ListResult } from './content-query';

export interface PostItem extends ContentStamp, Omit<PostBody, 'link'> {
  id: number;
  link: string | null;
  likes: number;
}

export type PostFilters = ContentFilters;

/** The feed's page ids come from one index (posts_feed_idx); the author's columns are joined for those rows alone. */
export function listPosts(db: DB, f: PostFilters): Promise<ListResult<PostItem>> {
  return listContent(db, f, {
    table: 'posts',
    select: (qb) =>
      qb.select([
        'posts.id',
        'posts.title',
        'posts.description',
        'posts.link',
        'posts.images',
        'posts.likes',
      ]),
    toItem: (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      images: row.images ?? [],
      likes: row.likes,
    }),
  });
}

export async function findPost(db: DB, id: number): Promise<PostItem | undefined> {
  const { items } = await listPosts(db, { id });
  return items[0];
}

/** What a post stores: the body's fields, checked. */
export type PostInput = PostBody;

export async function createPost(db: DB, authorId: number, input: PostInput): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({ author_id: authorId, ...input })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
