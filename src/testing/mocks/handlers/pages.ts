// MSW handlers for the issue-6 extensions: static pages (the drafts), interest, account settings.
import { http, HttpResponse } from 'msw';
import { isDraftPage, isPageSlug, PAGE_DRAFTS, PAGE_SLUGS, type PageSlug } from '@contract/page-drafts';
import { draftPageView, type PageListItem, type PageView } from '@contract/pages';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

/** GET /prop/pages; `isDraft` says which pages are drafts (default: the bundled texts, as the server decides). */
export function pageListHandler(
  isDraft: (slug: PageSlug) => boolean = (slug) => isDraftPage(PAGE_DRAFTS[slug]),
) {
  return http.get(apiUrl('/prop/pages'), () =>
    okEnvelope(
      {
        data: PAGE_SLUGS.map((slug): PageListItem => ({
          slug,
          title: PAGE_DRAFTS[slug].title,
          updated_at: null,
          draft: isDraft(slug),
        })),
      },
      'Pages',
    ),
  );
}

/** GET /prop/pages/{slug} as the server answers it (contract/pages.ts): the bundled draft, in English. */
export function makePage(slug: PageSlug, overrides: Partial<PageView> = {}): PageView {
  return { ...draftPageView(slug), ...overrides };
}

export const pagesHandlers = [
  pageListHandler(),
  http.get(apiUrl('/prop/pages/:slug'), ({ params }) => {
    const slug = String(params.slug);
    if (!isPageSlug(slug)) return errorEnvelope(404, 'Page not found.');
    return okEnvelope(makePage(slug), PAGE_DRAFTS[slug].title);
  }),
  http.post(apiUrl('/prop/interest'), () =>
    okEnvelope({ interest: 'ip-securitization' }, 'Thank you. We will let you know when it opens.'),
  ),
  http.put(apiUrl('/prop/account/password'), () => okEnvelope(null, 'Password changed successfully!')),
  http.post(apiUrl('/prop/account/logout-all'), () =>
    okEnvelope(null, 'You have been signed out of all devices.'),
  ),
  http.get(apiUrl('/prop/account/export'), () =>
    HttpResponse.json({
      status: true,
      message: 'Your data export is ready.',
      data: { account: { email: 'ada@example.com' } },
    }),
  ),
  http.delete(apiUrl('/prop/account'), () => okEnvelope(null, 'Your account has been deleted.')),
  http.get(apiUrl('/prop/account/language'), () => okEnvelope({ language: 'en' }, 'OK')),
  http.put(apiUrl('/prop/account/language'), async ({ request }) =>
    okEnvelope(await request.json(), 'Your language has been saved.'),
  ),
];
