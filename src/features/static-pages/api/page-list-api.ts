// The list of static pages (GET /prop/pages) with their draft flags: read by the admin's page list and by the
// navigation, which shows only the published pages' links. In the first load, so it stays small: no page texts.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import type { PageListItem } from '@contract/pages';
import { PAGE_SLUGS, type PageSlug } from '@contract/page-slugs';

/** A page of the list (contract/pages.ts; type-only: the drafts' texts stay out of the first load). */
export type { PageListItem };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The envelope's `data`, or the body itself when a host answers without the envelope. */
export function dataOf(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

/** Tolerant reading of the list; a host that sends no draft flag has published its pages. */
export function normalisePageList(body: unknown): PageListItem[] {
  let data = dataOf(body);
  if (isRecord(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter(isRecord)
    .filter((row): row is Record<string, unknown> & { slug: PageSlug } =>
      (PAGE_SLUGS as readonly unknown[]).includes(row.slug),
    )
    .map((row) => ({
      slug: row.slug,
      title: typeof row.title === 'string' ? row.title : row.slug,
      updated_at: typeof row.updated_at === 'string' ? row.updated_at : null,
      draft: row.draft === true,
    }));
}

export const pageListApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    listPages: build.query<PageListItem[], void>({
      query: () => '/prop/pages',
      transformResponse: normalisePageList,
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
  }),
});

export const { useListPagesQuery } = pageListApi;
