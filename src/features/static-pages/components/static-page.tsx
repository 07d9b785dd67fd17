// A static page from GET /prop/pages/{slug} in the reader's language; the bundled (English) draft shows at once and
// stays when the host lacks the API. A page without a version in the reader's language comes in English, with a note.
// The operator's facts in it ({operator}, {email}, ...) are filled from the portal identity as it renders (issue 31),
// so an identity edit shows at once; a page that still holds the Ministry's placeholder shows only a short "being
// prepared" notice (PageInPreparation).
import { useMemo, type ReactNode } from 'react';
import { getPageDraft, isDraftPage, type PageSlug } from '@contract/page-drafts';
import { EMPTY_IDENTITY, fillPageTokens } from '@contract/portal-identity';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useHostIdentity } from '@/lib/portal-identity';
import { useGetPageQuery } from '../api/pages-api';
import { LanguageNote } from './language-note';
import { PageDocumentView } from './page-document';
import { PageInPreparation } from './page-in-preparation';

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
  const text = currentData ?? data ?? getPageDraft(slug);
  // A host without the identity: the fallback sentences (contract TOKEN_FALLBACKS).
  const identity = useHostIdentity() ?? EMPTY_IDENTITY;
  const page = useMemo(() => fillPageTokens(text, identity), [text, identity]);
  const shownIn = currentData?.language;
  if (isDraftPage(text)) {
    return (
      <div className="static-page-wrap" aria-busy={isFetching && !data}>
        <PageInPreparation title={page.title} />
        {children}
      </div>
    );
  }
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
