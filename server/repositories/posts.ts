// All SQL for posts: the public feed, one post, the author's own posts, create (edits: content-edits.ts).
import type { DB } from '../db/database';
import type { PostItem } from '../../contract/posts';
import type { ContentFilters, ContentInput, ContentRow, ListResult } from './content-query';
import { listContent } from './content-query';
import { insertItem } from './content-items';

/** A post as listed, checked against the contract's item (contract/posts.ts). */
export type PostRow = ContentRow<PostItem>;

export type PostFilters = ContentFilters;

/** The feed's page ids come from one index (posts_feed_idx); the author's columns are joined for those rows alone. */
export function listPosts(db: DB, f: PostFilters): Promise<ListResult<PostRow>> {
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

export async function findPost(db: DB, id: number): Promise<PostRow | undefined> {
  const { items } = await listPosts(db, { id });
  return items[0];
}

/** What a post stores: the body's fields, checked (a new post has no likes; a stored link is never null). */
export type PostInput = Omit<ContentInput<PostItem>, 'likes' | 'link'> & { link: string };

export function createPost(db: DB, authorId: number, input: PostInput): Promise<number> {
  return insertItem(db, 'posts', authorId, input);
}
