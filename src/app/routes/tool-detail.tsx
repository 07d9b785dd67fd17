// Route page for 'Offer Details' (/tooldetailsPage/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { ToolDetails } from '@/features/tools/components/tool-details';

export default function ToolDetailPage() {
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>Offer Details</PageTitle>
      <ToolDetails id={id} />
    </section>
  );
}
