// Admin endpoints: the admin directory per kind (paged with meta and counts), approve, blacklist, delete, one account.
import type { ProfileKind as AdminKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { api, apiBaseQuery, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { msg } from '@/i18n/runtime';
import { toDirectoryEntry, type DirectoryEntry } from '@/lib/directory-entry';

export type { AdminKind };
/** A row of an admin list: the directory row (contract/directory.ts) with the admin's fields, read through the
 * directory's adapter; another host may send fewer. */
export type AdminEntry = DirectoryEntry;
export const ADMIN_PAGE_SIZE = 10; // spec section 9
export type CountKey = 'creatives' | 'business' | 'partners';

export interface AdminPage {
  items: AdminEntry[];
  pages: number;
  total: number;
  counts: Partial<Record<CountKey, number>>;
}

export interface AdminListArgs {
  kind: AdminKind;
  page: number;
  q: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export const countKeyOf: Record<AdminKind, CountKey> = {
  creative: 'creatives',
  business: 'business',
  partner: 'partners',
};

const nameOf = (entry: AdminEntry) =>
  [entry.first_name, entry.last_name, entry.name, entry.trade_name, entry.registered_name, entry.email]
    .filter((part) => typeof part === 'string')
    .join(' ')
    .toLowerCase();

export function normaliseAdminList(body: unknown, args: AdminListArgs): AdminPage {
  const envelope = isObject(body) ? body : {};
  let data = envelope.data;
  if (isObject(data) && Array.isArray(data.data)) data = data.data;
  let items: AdminEntry[] = (Array.isArray(data) ? data : []).filter(isObject).map(toDirectoryEntry);
  const counts: AdminPage['counts'] = {};
  if (isObject(envelope.counts)) {
    for (const key of ['creatives', 'business', 'partners'] as const) {
      if (typeof envelope.counts[key] === 'number') counts[key] = envelope.counts[key];
    }
  }
  const meta = isObject(envelope.meta) ? envelope.meta : null;
  if (meta && typeof meta.total === 'number') {
    // 10 rows a page (spec section 9), even from a host that sends more than it was asked for.
    return {
      items: items.slice(0, ADMIN_PAGE_SIZE),
      total: meta.total,
      pages: typeof meta.pages === 'number' ? meta.pages : Math.ceil(meta.total / ADMIN_PAGE_SIZE),
      counts,
    };
  }
  const q = args.q.trim().toLowerCase();
  if (q) items = items.filter((entry) => nameOf(entry).includes(q));
  counts[countKeyOf[args.kind]] ??= items.length;
  const start = (args.page - 1) * ADMIN_PAGE_SIZE;
  return {
    items: items.slice(start, start + ADMIN_PAGE_SIZE),
    total: items.length,
    pages: Math.ceil(items.length / ADMIN_PAGE_SIZE),
    counts,
  };
}

const base = (kind: AdminKind) => `/prop/admin-${kind}`;

export const adminApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getAdminList: build.query<AdminPage, AdminListArgs>({
      query: ({ kind, page, q }) => ({
        url: base(kind),
        params: { page, limit: ADMIN_PAGE_SIZE, q: q.trim() || undefined },
      }),
      transformResponse: (body: unknown, _meta, args) => normaliseAdminList(body, args),
      providesTags: ['Admin'],
    }),
    getAdminAccount: build.query<AnyProfile, { kind: AdminKind; id: string }>({
      query: ({ kind, id }) => `${base(kind)}/${encodeURIComponent(id)}`,
      transformResponse: (body: unknown) => {
        const data = isObject(body) && 'data' in body ? body.data : body;
        return isObject(data) ? data : {};
      },
      providesTags: ['Admin'],
    }),
    approvePartner: build.mutation<null, number>({
      // The contract allows both readings: PATCH, falling back to the GET reading on 404/405.
      async queryFn(id, apiContext, extraOptions) {
        const url = `${base('partner')}/${id}/approve`;
        const first = await apiBaseQuery({ url, method: 'PATCH' }, apiContext, extraOptions);
        if (first.error && (first.error.status === 404 || first.error.status === 405)) {
          const second = await apiBaseQuery({ url, method: 'GET' }, apiContext, extraOptions);
          return second.error ? { error: second.error } : { data: null };
        }
        return first.error ? { error: first.error } : { data: null };
      },
      invalidatesTags: ['Admin', 'Directory'],
    }),
    setBlacklisted: build.mutation<null, { kind: AdminKind; id: number; blacklisted: boolean }>({
      query: ({ kind, id, blacklisted }) => ({
        url: `${base(kind)}/${id}/${blacklisted ? 'blacklist' : 'unblacklist'}`,
        method: 'PATCH',
      }),
      transformResponse: () => null,
      invalidatesTags: ['Admin', 'Directory', 'Post', 'Profile'],
    }),
    removeAccount: build.mutation<null, { kind: AdminKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${base(kind)}/${id}`, method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Admin', 'Directory', 'Post', 'Profile', 'Product', 'Tool', 'Opportunity', 'Event'],
    }),
  }),
});

registerErrorToast('approvePartner', msg('An error occurred.'));
registerErrorToast('setBlacklisted', msg('An error occurred.'));
registerErrorToast('removeAccount', msg('An error occurred.'));

export const {
  useGetAdminListQuery,
  useGetAdminAccountQuery,
  useApprovePartnerMutation,
  useSetBlacklistedMutation,
  useRemoveAccountMutation,
} = adminApi;
