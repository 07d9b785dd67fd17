// A static page from GET /prop/pages/{slug} in the reader's language; the bundled (English) draft shows at once and
// stays when the host lacks the API. A page without a version in the reader's language comes in English, with a note.
import type { ReactNode } from 'react';
import { getPageDraft, type PageSlug } from '@contract/page-drafts';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useGetPageQuery } from '../api/pages-api';
import { LanguageNote } from './language-note';
import { PageDocumentView } from './page-document';

export interface StaticPageProps {
  slug: PageSlug;
  toc?: boolean;
  disclosure?: boolean;
  /** Shown after the page's text (a form, a button). */
  children?: ReactNode;
}

export function StaticPage({ slug, toc, disclosure, children }: StaticPageProps) {
  const { language } = useT('static-pages');
  // The language is in the arguments: a switch fetches the page again (the previous text stays meanwhile).
  // A host without editable pages (issue 30) is not asked: the bundled draft is the page.
  const editable = useFeature('page-editor') === true;
  const { data, currentData, isFetching } = useGetPageQuery({ slug, language }, { skip: !editable });
  // Loading, a host without the extension, a network error, or a malformed answer: the draft.
  const page = currentData ?? data ?? getPageDraft(slug);
  const shownIn = currentData?.language;
  return (
    <div className="static-page-wrap" aria-busy={isFetching && !data}>
      {shownIn && shownIn !== language ? <LanguageNote language={language} /> : null}
      <PageDocumentView
        page={page}
        toc={toc}
        disclosure={disclosure}
        updatedAt={(currentData ?? data)?.updated_at}
        lang={(currentData ?? data)?.language}
      />
      {children}
    </div>
  );
}
