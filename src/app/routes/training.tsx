// Route page for 'Training' (/trainingpage and /trainingPage): the list; partners get the Create a Training card.
import { PageTitle } from '@/components/ui/page-title';
import { TrainingScreen } from '@/features/training/components/training-screen';
import { useT } from '@/i18n/use-t';
import { usePartnerSession } from './partner-session';

export default function TrainingPage() {
  const { t } = useT('training');
  const partner = usePartnerSession();
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Training events posted by partners.')}>{t('Training')}</PageTitle>
      <TrainingScreen partner={partner} />
    </section>
  );
}
