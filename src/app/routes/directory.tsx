// Route page for 'Directory' (/directorypage).
import { PageTitle } from '@/components/ui/page-title';
import { DirectoryView } from '@/features/directory/components/directory-view';
import { useT } from '@/i18n/use-t';

export default function DirectoryPage() {
  const { t } = useT('directory');
  return (
    <section className="route-page">
      <PageTitle subtitle={t('The public directory of creatives, businesses and partners.')}>
        {t('Directory')}
      </PageTitle>
      <DirectoryView />
    </section>
  );
}
