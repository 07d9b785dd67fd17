// Tolerant reading of list and item responses: data, data.data or a bare array; `meta`
// when the server paged, otherwise the portal pages on the client.
import type { Author } from '@contract/authors';
import type { ImageVariant } from '@contract/images';
import type { PageMeta } from '@contract/paging';

export interface ListPage<T> {
  items: T[];
  meta: PageMeta;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

function readMeta(value: unknown): PageMeta | null {
  if (!isObject(value)) return null;
  const { page, limit, total, pages } = value;
  if ([page, limit, total].every((n) => typeof n === 'number' && Number.isFinite(n))) {
    const p = page as number;
    const l = limit as number;
    const t = total as number;
    return {
      page: p,
      limit: l,
      total: t,
      pages: typeof pages === 'number' ? pages : Math.ceil(t / Math.max(1, l)),
    };
  }
  return null;
}

/** The array found at body, body.data or body.data.data (first match), else []. */
export function readArray<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (!isObject(body)) return [];
  if (Array.isArray(body.data)) return body.data as T[];
  if (isObject(body.data) && Array.isArray(body.data.data)) return body.data.data as T[];
  return [];
}

/** The server's meta (body.meta or body.data.meta), or null when the server did not page. */
export function readPageMeta(body: unknown): PageMeta | null {
  if (!isObject(body)) return null;
  return readMeta(body.meta) ?? (isObject(body.data) ? readMeta(body.data.meta) : null);
}

/** Cuts one page out of a full list (used when the server sent no meta). */
export function pageOf<T>(items: T[], page: number, limit: number): ListPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / limit));
  const current = Math.min(Math.max(1, page), pages);
  return {
    items: items.slice((current - 1) * limit, current * limit),
    meta: { page: current, limit, total: items.length, pages },
  };
}

/**
 * One page of a list response, each raw item passed through `map`: the server's page when it sent meta;
 * otherwise the full list is filtered with `keep` (the search and filters the server would have applied) and
 * paged here.
 */
export function readListPage<R, T>(
  body: unknown,
  page: number,
  limit: number,
  map: (raw: R) => T,
  keep: (item: T) => boolean = () => true,
): ListPage<T> {
  const items = readArray<R>(body).map(map);
  const meta = readPageMeta(body);
  if (meta) return { items: items.slice(0, limit), meta };
  return pageOf(items.filter(keep), page, limit);
}

/** The object at body.data.data (when it is the item) or body.data, else null. */
export function readItem<T>(body: unknown): T | null {
  if (!isObject(body)) return null;
  const data = body.data;
  if (isObject(data) && isObject(data.data) && 'id' in data.data) return data.data as T;
  return isObject(data) ? (data as T) : null;
}

/** Case-insensitive "contains" for client-side search. */
export function matchesText(value: unknown, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || (typeof value === 'string' && value.toLowerCase().includes(q));
}

/** Case- and separator-insensitive equality for client-side filters ("Full Time" equals "full-time"). */
export function sameChoice(value: unknown, wanted: string): boolean {
  if (wanted === '') return true;
  const norm = (s: string) =>
    s
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
  return typeof value === 'string' && norm(value) === norm(wanted);
}

/** The fields every titled partner item (opportunity, training event) carries. */
export interface TitledItem {
  id: number;
  title: string;
  description: string;
  link: string;
  images: string[];
  /** The server's author beside every content item; another host may send fewer fields. */
  author?: Partial<Author> | null;
}

/** A post or a product of the public feed and marketplace: text, an optional link and sized images. */
export interface PublicItem {
  id: number;
  title: string;
  description: string;
  link: string | null;
  images: string[];
  image_variants: ImageVariant[][];
}

/** A dated item (an opportunity, a training event): its day and time, the instant they make, where it is. */
export interface DatedItem extends TitledItem {
  date?: string | null;
  time?: string | null;
  starts_at?: string | null;
  image_variants?: ImageVariant[][];
  address?: string | null;
  /** The author the server puts beside the item (its id says who may edit it); another host may send none. */
  author?: { id?: number } | null;
}

/** A create answer { status, message }: refused only when status is false; a message only when it is text. */
export function readStatusAnswer(body: unknown): { status: boolean; message: string | null } {
  const envelope = (body ?? {}) as { status?: unknown; message?: unknown };
  return {
    status: envelope.status !== false,
    message: typeof envelope.message === 'string' ? envelope.message : null,
  };
}
