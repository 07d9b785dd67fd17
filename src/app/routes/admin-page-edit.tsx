// Route page /admin/pages/{slug} (admin only, extension of issue 6): edit one static page.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { getPageDraft, isPageSlug } from '@contract/page-drafts';

const PageEditor = lazyWithStyles(() =>
  import('@/features/static-pages/components/page-editor').then((module) => ({ default: module.PageEditor })),
);

export default function AdminPageEditPage() {
  const { slug = '' } = useParams();
  if (!isPageSlug(slug)) {
    return (
      <section className="route-page">
        <PageTitle>Page not found</PageTitle>
        <Link to={paths.adminPages}>Back to the pages</Link>
      </section>
    );
  }
  return (
    <section className="route-page">
      <nav aria-label="Breadcrumb" className="mb-2">
        <Link to={paths.adminPages}>Pages</Link>
      </nav>
      <PageTitle>Edit {getPageDraft(slug).title}</PageTitle>
      <Suspense fallback={<p role="status">Loading the editor...</p>}>
        <PageEditor slug={slug} />
      </Suspense>
    </section>
  );
}
