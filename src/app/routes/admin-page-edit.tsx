// Route page /admin/pages/{slug} (admin only, extension of issue 6): edit one static page.
import { FeatureGate } from '@/components/ui/feature-gate';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { paths } from '@/config/paths';
import { getPageDraft, isPageSlug } from '@contract/page-drafts';

const PageEditor = lazyWithStyles(() =>
  import('@/features/static-pages/components/page-editor').then((module) => ({ default: module.PageEditor })),
);

export default function AdminPageEditPage() {
  const { t } = useT('admin');
  const { slug = '' } = useParams();
  if (!isPageSlug(slug)) {
    return (
      <section className="route-page">
        <PageTitle>{t('Page not found')}</PageTitle>
        <Link to={paths.adminPages}>{t('Back to the pages')}</Link>
      </section>
    );
  }
  return (
    <section className="route-page">
      <nav aria-label={t('Breadcrumb')} className="mb-2">
        <Link to={paths.adminPages}>{t('Pages')}</Link>
      </nav>
      <PageTitle>{t('Edit {{page}}', { page: getPageDraft(slug).title })}</PageTitle>
      <FeatureGate feature="page-editor">
        <Suspense fallback={<p role="status">{t('Loading the editor...')}</p>}>
          <PageEditor slug={slug} />
        </Suspense>
      </FeatureGate>
    </section>
  );
}
