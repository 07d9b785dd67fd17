// Route page for 'Offer Details' (/tooldetailsPage/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { ToolDetails } from '@/features/tools/components/tool-details';
import { useT } from '@/i18n/use-t';

export default function ToolDetailPage() {
  const { t } = useT('tools');
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>{t('Offer Details')}</PageTitle>
      <ToolDetails id={id} />
    </section>
  );
}
