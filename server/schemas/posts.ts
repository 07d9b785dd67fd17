// JSON schemas of the post routes, around the item and the body declared in contract/posts.ts.
import { postBodySchema, postItemSchema } from '../../contract/posts';
import * as content from './content';

const postList = content.listOf(postItemSchema);

export const listPostsSchema = content.listSchema(
  'posts',
  {
    summary: 'Public feed: every post, newest first (data is the list)',
  },
  content.listQuerySchema({}),
  postList,
);

export const ownPostsSchema = content.ownListSchema(
  'posts',
  {
    summary: "The caller's own posts, newest first (data is the list)",
  },
  content.listQuerySchema({}),
  postList,
);

export const getPostSchema = content.getSchema(
  'posts',
  {
    summary: 'One post (data is the post)',
  },
  postItemSchema,
);

export const createPostSchema = content.createSchema(
  'posts',
  {
    summary: 'Create a post: title, description, link and 1 to 10 uploaded images are required',
  },
  postBodySchema,
  postItemSchema,
);

// The spec's post edit takes its payload "as given": the fields sent replace the stored ones (docs/content.md).
export const updatePostSchema = content.editSchema(
  'posts',
  'Edit one of your posts: the fields given replace the stored ones (send them all, as creation does, to replace it)',
  postBodySchema,
  postItemSchema,
);
