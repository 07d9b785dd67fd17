// MSW handlers for managing content (issue 14): edits (POST /prop/post/{id}; PUT /prop/{product|tool|opportunity|
// event}/{id}) and deletes (DELETE /prop/{type}/{id}, an admin's with a take-down reason). Each call is recorded;
// posts and products change in their handlers' stores too, so the lists show the result.
import { http } from 'msw';
import type { EventBody } from '@contract/events';
import type { OpportunityBody } from '@contract/opportunities';
import type { ProductBody } from '@contract/products';
import type { PostBody } from '@contract/posts';
import type { ToolBody } from '@contract/tools';
import {
  CONTENT_ITEM_TYPES,
  MODERATION_MESSAGES,
  type ContentItemType,
  type TakeDownBody,
} from '@contract/moderation';
import { apiUrl, okEnvelope } from '../utils';
import { postsDb } from './posts';
import { productsDb } from './products';

type EditBody = PostBody | ProductBody | ToolBody | OpportunityBody | EventBody;

export const manageDb: {
  edits: { type: ContentItemType; id: number; body: EditBody }[];
  deletes: { type: ContentItemType; id: number; body: TakeDownBody | null }[];
} = { edits: [], deletes: [] };

export function resetManageDb(): void {
  manageDb.edits = [];
  manageDb.deletes = [];
}

const isItemType = (value: unknown): value is ContentItemType =>
  CONTENT_ITEM_TYPES.includes(value as ContentItemType);

async function edit(type: ContentItemType, id: number, request: Request) {
  const body = (await request.json()) as EditBody;
  manageDb.edits.push({ type, id, body });
  if (type === 'post')
    postsDb.items = postsDb.items.map((p) => (p.id === id ? { ...p, ...(body as PostBody) } : p));
  if (type === 'product') {
    productsDb.items = productsDb.items.map((p) => (p.id === id ? { ...p, ...(body as ProductBody) } : p));
  }
  return okEnvelope(null, MODERATION_MESSAGES.updated);
}

export const manageHandlers = [
  http.post(apiUrl('/prop/post/:id'), ({ params, request }) => edit('post', Number(params.id), request)),
  http.put(apiUrl('/prop/:type/:id'), ({ params, request }) =>
    // Other PUTs (e.g. /prop/creative/{phone}) fall through to their own handlers.
    isItemType(params.type) && params.type !== 'post'
      ? edit(params.type, Number(params.id), request)
      : undefined,
  ),
  http.delete(apiUrl('/prop/:type/:id'), async ({ params, request }) => {
    if (!isItemType(params.type)) return undefined; // e.g. DELETE /prop/skill/{id}
    const id = Number(params.id);
    const text = await request.text();
    manageDb.deletes.push({ type: params.type, id, body: text ? (JSON.parse(text) as TakeDownBody) : null });
    if (params.type === 'post') postsDb.items = postsDb.items.filter((p) => p.id !== id);
    if (params.type === 'product') productsDb.items = productsDb.items.filter((p) => p.id !== id);
    return okEnvelope(null, MODERATION_MESSAGES.deleted);
  }),
];
