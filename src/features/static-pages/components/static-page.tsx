// A static page from GET /prop/pages/{slug}; the bundled draft shows at once and stays when the host lacks the API.
import type { ReactNode } from 'react';
import { getPageDraft, type PageSlug } from '@contract/page-drafts';
import { useGetPageQuery } from '../api/pages-api';
import { PageDocumentView } from './page-document';

export interface StaticPageProps {
  slug: PageSlug;
  toc?: boolean;
  disclosure?: boolean;
  /** Shown after the page's text (a form, a button). */
  children?: ReactNode;
}

export function StaticPage({ slug, toc, disclosure, children }: StaticPageProps) {
  const { data, isFetching } = useGetPageQuery(slug);
  // Loading, a 404 from a host without the extension, a network error, or a malformed answer: the draft.
  const page = data ?? getPageDraft(slug);
  return (
    <div className="static-page-wrap" aria-busy={isFetching && !data}>
      <PageDocumentView page={page} toc={toc} disclosure={disclosure} updatedAt={data?.updated_at} />
      {children}
    </div>
  );
}
