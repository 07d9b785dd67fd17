// JSON schemas of the post routes.
import { envelopeSchema, errorSchema } from '../lib/envelope';
import {
  contentItemProperties,
  createResponse,
  getResponse,
  idParamsSchema,
  imagesBodySchema,
  listOf,
  listQuerySchema,
  listResponse,
  nullableString,
  ownListResponse,
  titledBodyProperties,
} from './content';

export const postSchema = {
  type: 'object',
  properties: {
    ...contentItemProperties,
    title: { type: 'string' },
    description: { type: 'string' },
    link: nullableString,
    likes: { type: 'integer' },
  },
} as const;

const postBodyProperties = { ...titledBodyProperties, images: imagesBodySchema } as const;
const postList = listOf(postSchema);

export const listPostsSchema = {
  tags: ['posts'],
  summary: 'Public feed: every post, newest first (data is the list)',
  querystring: listQuerySchema({}),
  response: listResponse(postList),
} as const;

export const ownPostsSchema = {
  tags: ['posts'],
  summary: "The caller's own posts, newest first (data is the list)",
  querystring: listQuerySchema({}),
  response: ownListResponse(postList),
} as const;

export const getPostSchema = {
  tags: ['posts'],
  summary: 'One post (data is the post)',
  params: idParamsSchema,
  response: getResponse(postSchema),
} as const;

export const createPostSchema = {
  tags: ['posts'],
  summary: 'Create a post: title, description, link and 1 to 10 uploaded images are required',
  body: { type: 'object', additionalProperties: false, properties: postBodyProperties },
  response: createResponse(postSchema),
} as const;

export const updatePostSchema = {
  tags: ['posts'],
  summary: 'Update one of your posts: the fields given are replaced',
  params: idParamsSchema,
  body: { type: 'object', additionalProperties: false, properties: postBodyProperties },
  response: {
    200: envelopeSchema(postSchema),
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    404: errorSchema,
  },
} as const;
