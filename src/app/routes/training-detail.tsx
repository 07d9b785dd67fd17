// Route page for 'Training Details' (/training/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { TrainingDetails } from '@/features/training/components/training-details';
import { useT } from '@/i18n/use-t';

export default function TrainingDetailPage() {
  const { t } = useT('training');
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>{t('Training Details')}</PageTitle>
      <TrainingDetails id={id} />
    </section>
  );
}
