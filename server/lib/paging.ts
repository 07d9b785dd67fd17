// The paging extension's arithmetic, once for every paged list: page `page` (from 1) of `limit` rows skips
// (page - 1) * limit of them, and the answer's `meta` says how many pages `total` matches make.
import type { PageMeta } from '../../contract/paging';

export interface PageWindow {
  page: number;
  limit: number;
  /** Rows to skip. */
  offset: number;
}

export function pageWindow(page: number, limit: number): PageWindow {
  return { page, limit, offset: (page - 1) * limit };
}

export function pageMeta({ page, limit }: { page: number; limit: number }, total: number): PageMeta {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}
