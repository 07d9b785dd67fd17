// Public directory (GET /prop/public/directory): server paging with tab, page, limit, q -> meta and counts when the
// server offers them; otherwise the full lists, paged on the client.
import type { DirectoryTab } from '@contract/directory';
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { toDirectoryEntry, type DirectoryEntry } from '@/lib/directory-entry';

export type { DirectoryEntry } from '@/lib/directory-entry';
export const DIRECTORY_PAGE_SIZE = 10; // spec section 9

export interface DirectoryPage {
  items: DirectoryEntry[];
  page: number;
  pages: number;
  total: number;
  counts: Partial<Record<DirectoryTab, number>>;
}

export interface DirectoryArgs {
  tab: DirectoryTab;
  page: number;
  q: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const nameOf = (entry: DirectoryEntry) =>
  [entry.first_name, entry.last_name, entry.name, entry.trade_name, entry.registered_name]
    .filter((part) => typeof part === 'string')
    .join(' ')
    .toLowerCase();

export function normaliseDirectory(body: unknown, args: DirectoryArgs): DirectoryPage {
  const envelope = isObject(body) ? body : {};
  const data = isObject(envelope.data) ? envelope.data : {};
  const raw = Array.isArray(data[args.tab]) ? (data[args.tab] as unknown[]) : [];
  let items: DirectoryEntry[] = raw.filter(isObject).map(toDirectoryEntry);
  const counts: DirectoryPage['counts'] = {};
  if (isObject(envelope.counts)) {
    for (const tab of ['creatives', 'business', 'partners'] as const) {
      const value = envelope.counts[tab];
      if (typeof value === 'number') counts[tab] = value;
    }
  }
  const meta = isObject(envelope.meta) ? envelope.meta : null;
  if (meta && typeof meta.total === 'number') {
    const pages = typeof meta.pages === 'number' ? meta.pages : Math.ceil(meta.total / DIRECTORY_PAGE_SIZE);
    // 10 a page (spec section 9), even from a host that sends more than it was asked for.
    return { items: items.slice(0, DIRECTORY_PAGE_SIZE), page: args.page, pages, total: meta.total, counts };
  }
  // No meta: the provider's full lists. Hide blacklisted entries, search by name and page here.
  items = items.filter((entry) => entry.is_blacklisted !== true);
  const q = args.q.trim().toLowerCase();
  if (q) items = items.filter((entry) => nameOf(entry).includes(q));
  const total = items.length;
  const start = (args.page - 1) * DIRECTORY_PAGE_SIZE;
  return {
    items: items.slice(start, start + DIRECTORY_PAGE_SIZE),
    page: args.page,
    pages: Math.ceil(total / DIRECTORY_PAGE_SIZE),
    total,
    counts,
  };
}

export const directoryApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getDirectory: build.query<DirectoryPage, DirectoryArgs>({
      query: ({ tab, page, q }) => ({
        url: '/prop/public/directory',
        params: { tab, page, limit: DIRECTORY_PAGE_SIZE, q: q.trim() || undefined },
      }),
      transformResponse: (body: unknown, _meta, args) => normaliseDirectory(body, args),
      providesTags: ['Directory'],
    }),
  }),
});

export const { useGetDirectoryQuery } = directoryApi;
