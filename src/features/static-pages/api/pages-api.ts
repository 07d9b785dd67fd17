// The editable static pages and interest registrations (extensions of issue 6): public reads, admin writes. The
// list of pages (read by the navigation in the first load) is in ./page-list-api.ts.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import type { PageDocument, PageSection, PageSlug } from '@contract/page-drafts';
import { dataOf, isRecord } from './page-list-api';

export interface PageView extends PageDocument {
  updated_at: string | null;
}

export interface PageRevision {
  id: number;
  editor_email: string | null;
  created_at: string;
  title: string | null;
}

export interface PageUpdate {
  slug: PageSlug;
  title: string;
  summary: string | null;
  sections: PageSection[];
}

export interface InterestRequest {
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  interest: 'ip-securitization';
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Tolerant reading of a page: keeps only the text fields; null when the answer is not a page at all. */
export function normalisePage(body: unknown, slug: PageSlug): PageView | null {
  const data = dataOf(body);
  if (!isRecord(data) || typeof data.title !== 'string' || !Array.isArray(data.sections)) return null;
  const sections: PageSection[] = data.sections.filter(isRecord).map((section) => {
    const items = strings(section.items);
    return {
      heading: typeof section.heading === 'string' ? section.heading : '',
      paragraphs: strings(section.paragraphs),
      ...(items.length > 0 ? { items } : {}),
    };
  });
  return {
    slug,
    title: data.title,
    summary: typeof data.summary === 'string' && data.summary !== '' ? data.summary : undefined,
    sections,
    updated_at: typeof data.updated_at === 'string' ? data.updated_at : null,
  };
}

export function normaliseRevisions(body: unknown): PageRevision[] {
  let data = dataOf(body);
  if (isRecord(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isRecord).map((row, index) => {
    const next = isRecord(row.next) ? row.next : null;
    return {
      id: typeof row.id === 'number' ? row.id : index,
      editor_email: typeof row.editor_email === 'string' ? row.editor_email : null,
      created_at: typeof row.created_at === 'string' ? row.created_at : '',
      title: next && typeof next.title === 'string' ? next.title : null,
    };
  });
}

export const pagesApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getPage: build.query<PageView | null, PageSlug>({
      query: (slug) => `/prop/pages/${slug}`,
      transformResponse: (body: unknown, _meta, slug) => normalisePage(body, slug),
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
    getPageRevisions: build.query<PageRevision[], PageSlug>({
      query: (slug) => ({ url: `/prop/pages/${slug}/revisions`, params: { page: 1, limit: 20 } }),
      transformResponse: normaliseRevisions,
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: `revisions:${slug}` }],
      keepUnusedDataFor: 0,
    }),
    updatePage: build.mutation<PageView | null, PageUpdate>({
      query: ({ slug, title, summary, sections }) => ({
        url: `/prop/pages/${slug}`,
        method: 'PUT',
        body: { title, summary, sections },
      }),
      transformResponse: (body: unknown, _meta, arg) => normalisePage(body, arg.slug),
      // The saved page goes straight into the cache: a refetch could meet the browser's 30 s HTTP cache.
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data) void dispatch(pagesApi.util.upsertQueryData('getPage', arg.slug, data));
        } catch {
          // the form shows the error
        }
      },
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Page', id: 'LIST' },
        { type: 'Page', id: `revisions:${arg.slug}` },
      ],
    }),
    registerInterest: build.mutation<string, InterestRequest>({
      query: (body) => ({ url: '/prop/interest', method: 'POST', body }),
      transformResponse: (body: unknown) =>
        isRecord(body) && typeof body.message === 'string' && body.message !== ''
          ? body.message
          : 'Thank you. We will let you know when it opens.',
    }),
  }),
});

export const {
  useGetPageQuery,
  useGetPageRevisionsQuery,
  useUpdatePageMutation,
  useRegisterInterestMutation,
} = pagesApi;
