// Route page for 'Training' (/trainingpage and /trainingPage): the list; partners get the Create a Training card.
import { PageTitle } from '@/components/ui/page-title';
import { TrainingScreen } from '@/features/training/components/training-screen';
import { usePartnerSession } from './partner-session';

export default function TrainingPage() {
  const partner = usePartnerSession();
  return (
    <section className="route-page">
      <PageTitle subtitle="Training events posted by partners.">Training</PageTitle>
      <TrainingScreen partner={partner} />
    </section>
  );
}
