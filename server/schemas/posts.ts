// JSON schemas of the post routes.
import { envelopeSchema, errorSchema } from '../lib/envelope';
import * as content from './content';

export const postSchema = {
  type: 'object',
  properties: {
    ...content.contentItemProperties,
    title: { type: 'string' },
    description: { type: 'string' },
    link: content.nullableString,
    likes: { type: 'integer' },
  },
} as const;

const postBodyProperties = { ...content.titledBodyProperties, images: content.imagesBodySchema } as const;
const postList = content.listOf(postSchema);

export const listPostsSchema = {
  tags: ['posts'],
  summary: 'Public feed: every post, newest first (data is the list)',
  querystring: content.listQuerySchema({}),
  response: content.listResponse(postList),
} as const;

export const ownPostsSchema = {
  tags: ['posts'],
  summary: "The caller's own posts, newest first (data is the list)",
  querystring: content.listQuerySchema({}),
  response: content.ownListResponse(postList),
} as const;

export const getPostSchema = {
  tags: ['posts'],
  summary: 'One post (data is the post)',
  params: content.idParamsSchema,
  response: content.getResponse(postSchema),
} as const;

export const createPostSchema = {
  tags: ['posts'],
  summary: 'Create a post: title, description, link and 1 to 10 uploaded images are required',
  body: { type: 'object', additionalProperties: false, properties: postBodyProperties },
  response: content.createResponse(postSchema),
} as const;

export const updatePostSchema = {
  tags: ['posts'],
  summary: 'Update one of your posts: the fields given are replaced',
  params: content.idParamsSchema,
  body: { type: 'object', additionalProperties: false, properties: postBodyProperties },
  response: {
    200: envelopeSchema(postSchema),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
  },
} as const;
