// Route page for 'Directory' (/directorypage).
import { PageTitle } from '@/components/ui/page-title';
import { DirectoryView } from '@/features/directory/components/directory-view';

export default function DirectoryPage() {
  return (
    <section className="route-page">
      <PageTitle subtitle="The public directory of creatives, businesses and partners.">Directory</PageTitle>
      <DirectoryView />
    </section>
  );
}
