// Shared paging for the content handlers: page, limit and q as the /clap server reads them, with meta.
import type { PageMeta } from '@contract/paging';

export function pageItems<T>(
  items: T[],
  url: URL,
  titleOf: (item: T) => string,
): { items: T[]; meta: PageMeta | undefined } {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const filtered = q ? items.filter((item) => titleOf(item).toLowerCase().includes(q)) : items;
  const page = Number(url.searchParams.get('page') ?? '0');
  const limit = Number(url.searchParams.get('limit') ?? '0');
  if (!page && !limit && !q) return { items: filtered, meta: undefined };
  const size = limit || 20;
  const current = page || 1;
  return {
    items: filtered.slice((current - 1) * size, current * size),
    meta: {
      page: current,
      limit: size,
      total: filtered.length,
      pages: Math.max(1, Math.ceil(filtered.length / size)),
    },
  };
}

/** Keeps items whose `key` equals the query value (when given). */
export function byParam<T>(
  items: T[],
  url: URL,
  key: string,
  read: (item: T) => string | null | undefined,
): T[] {
  const wanted = url.searchParams.get(key);
  return wanted
    ? items.filter((item) => String(read(item) ?? '').toLowerCase() === wanted.toLowerCase())
    : items;
}
