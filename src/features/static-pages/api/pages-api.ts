// The editable static pages and interest registrations (extensions of issue 6): public reads, admin writes. The
// list of pages (read by the navigation in the first load) is in ./page-list-api.ts. Each page has its English
// (main) version and may have its own in pcm, ha, yo and ig (issue 17): a reader gets the one in their language, or
// the English with `language: 'en'`; admins edit each version (/prop/pages/{slug}/translations/{language}).
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { msg } from '@/i18n/runtime';
import type { Language } from '@contract/languages';
import type { InterestBody } from '@contract/interest';
import type { PageSection, PageSlug } from '@contract/page-drafts';
import type { PageRevision as PageRevisionAnswer } from '@contract/pages';
import { toPageVersion, toPageView, type PageVersion, type PageView } from './page-adapter';
import { dataOf, isRecord } from './page-list-api';

export type { PageVersion, PageView } from './page-adapter';

/** A page in one language: the language is part of the query's arguments, so a switch fetches the page again. */
export interface PageQuery {
  slug: PageSlug;
  language: Language;
}

/** The languages a page may have its own version in besides English. */
export type TranslationLanguage = Exclude<Language, 'en'>;

export interface PageVersionUpdate extends Omit<PageUpdate, 'slug'> {
  slug: PageSlug;
  language: TranslationLanguage;
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

/** POST /prop/interest (contract/interest.ts). */
export type InterestRequest = InterestBody;

/** The page from the envelope's data, through its adapter; null when the answer is not a page at all. */
export function normalisePage(body: unknown, slug: PageSlug): PageView | null {
  return toPageView(dataOf(body), slug);
}

/** A version for the editor; null when the answer is not one. */
export function normaliseVersion(body: unknown, slug: PageSlug): PageVersion | null {
  return toPageVersion(dataOf(body), slug);
}

const REVISIONS_PAGE = { page: 1, limit: 20 };

export function normaliseRevisions(body: unknown): PageRevision[] {
  let data = dataOf(body);
  if (isRecord(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  // Each row as the contract declares it (contract/pages.ts), read tolerantly: a foreign host may differ.
  return data.filter(isRecord).map((row: Partial<Record<keyof PageRevisionAnswer, unknown>>, index) => {
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
    getPage: build.query<PageView | null, PageQuery>({
      // ?lang= names the language in the address too: the browser's HTTP cache (30 s) and the admin's English
      // editor (whatever the admin's own language) never get another language's text.
      query: ({ slug, language }) => ({ url: `/prop/pages/${slug}`, params: { lang: language } }),
      transformResponse: (body: unknown, _meta, { slug }) => normalisePage(body, slug),
      providesTags: (_result, _error, { slug }) => [{ type: 'Page', id: slug }],
    }),
    getPageVersion: build.query<PageVersion | null, { slug: PageSlug; language: TranslationLanguage }>({
      query: ({ slug, language }) => `/prop/pages/${slug}/translations/${language}`,
      transformResponse: (body: unknown, _meta, { slug }) => normaliseVersion(body, slug),
      providesTags: (_result, _error, { slug, language }) => [{ type: 'Page', id: `${slug}:${language}` }],
      keepUnusedDataFor: 0,
    }),
    getPageRevisions: build.query<PageRevision[], PageQuery>({
      query: ({ slug, language }) => ({
        url: `/prop/pages/${slug}/revisions`,
        params: language === 'en' ? REVISIONS_PAGE : { ...REVISIONS_PAGE, language },
      }),
      transformResponse: normaliseRevisions,
      providesTags: (_result, _error, { slug, language }) => [
        { type: 'Page', id: `revisions:${slug}:${language}` },
      ],
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
          if (data)
            void dispatch(pagesApi.util.upsertQueryData('getPage', { slug: arg.slug, language: 'en' }, data));
        } catch {
          // the form shows the error
        }
      },
      invalidatesTags: (_result, _error, arg) => [
        { type: 'Page', id: 'LIST' },
        { type: 'Page', id: `revisions:${arg.slug}:en` },
      ],
    }),
    updatePageVersion: build.mutation<PageVersion | null, PageVersionUpdate>({
      query: ({ slug, language, title, summary, sections }) => ({
        url: `/prop/pages/${slug}/translations/${language}`,
        method: 'PUT',
        body: { title, summary, sections },
      }),
      transformResponse: (body: unknown, _meta, arg) => normaliseVersion(body, arg.slug),
      // Straight into the caches, as the English: the editor's and a reader's in that language.
      async onQueryStarted({ slug, language }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data) return;
          void dispatch(pagesApi.util.upsertQueryData('getPageVersion', { slug, language }, data));
          const { title, summary, sections, updated_at } = data;
          void dispatch(
            pagesApi.util.upsertQueryData(
              'getPage',
              { slug, language },
              { slug, title, summary, sections, updated_at, language },
            ),
          );
        } catch {
          // the form shows the error
        }
      },
      invalidatesTags: (_result, _error, { slug, language }) => [
        { type: 'Page', id: `revisions:${slug}:${language}` },
      ],
    }),
    deletePageVersion: build.mutation<null, { slug: PageSlug; language: TranslationLanguage }>({
      query: ({ slug, language }) => ({
        url: `/prop/pages/${slug}/translations/${language}`,
        method: 'DELETE',
      }),
      transformResponse: () => null,
      // The editor reloads the version (now the English to start from) and its history. A reader's copy in that
      // language becomes the English, from the cache when it is there (a refetch could meet the 30 s HTTP cache).
      async onQueryStarted({ slug, language }, lifecycle) {
        const { dispatch } = lifecycle;
        try {
          await lifecycle.queryFulfilled;
        } catch {
          return; // the error toast says so
        }
        const english = pagesApi.endpoints.getPage.select({ slug, language: 'en' })(
          lifecycle.getState() as never,
        ).data;
        if (english) void dispatch(pagesApi.util.upsertQueryData('getPage', { slug, language }, english));
        else void dispatch(pagesApi.util.invalidateTags([{ type: 'Page', id: slug }]));
      },
      invalidatesTags: (_result, error, { slug, language }) =>
        error
          ? []
          : [
              { type: 'Page', id: `${slug}:${language}` },
              { type: 'Page', id: `revisions:${slug}:${language}` },
            ],
    }),
    registerInterest: build.mutation<string, InterestRequest>({
      query: (body) => ({ url: '/prop/interest', method: 'POST', body }),
      transformResponse: (body: unknown) =>
        isRecord(body) && typeof body.message === 'string' && body.message !== ''
          ? body.message
          : msg('Thank you. We will let you know when it opens.'),
    }),
  }),
});

registerErrorToast('deletePageVersion', msg('The version could not be removed. Please try again.'));

export const {
  useGetPageQuery,
  useGetPageRevisionsQuery,
  useGetPageVersionQuery,
  useUpdatePageMutation,
  useUpdatePageVersionMutation,
  useDeletePageVersionMutation,
  useRegisterInterestMutation,
} = pagesApi;
