// Route page /open-data (public, issue 19): the sector's figures as tables and charts, with the method and licence.
import { PageTitle } from '@/components/ui/page-title';
import { OpenDataView } from '@/features/stats/components/open-data';

export default function OpenDataPage() {
  return (
    <section className="route-page">
      <PageTitle>Open data</PageTitle>
      <OpenDataView />
    </section>
  );
}
