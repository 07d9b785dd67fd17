// Route page /admin/pages (admin only, extension of issue 6): the editable static pages.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { paths } from '@/config/paths';
import { PageList } from '@/features/static-pages/components/page-list';

export default function AdminPagesPage() {
  const { t } = useT('admin');
  return (
    <section className="route-page">
      <PageTitle
        subtitle={t("The Ministry's texts: edit a page and visitors see the change within a minute.")}
      >
        {t('Pages')}
      </PageTitle>
      <FeatureGate feature="page-editor">
        <PageList editorPath={paths.adminPage} />
      </FeatureGate>
    </section>
  );
}
