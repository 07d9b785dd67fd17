// Route page for 'Training Details' (/training/{id}).
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { TrainingDetails } from '@/features/training/components/training-details';

export default function TrainingDetailPage() {
  const { id = '' } = useParams();
  return (
    <section className="route-page">
      <PageTitle>Training Details</PageTitle>
      <TrainingDetails id={id} />
    </section>
  );
}
