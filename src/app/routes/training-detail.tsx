// Route page for 'Training Details' (/training/{id}); the training's partner (or an admin) also gets Issue
// certificates (issue 33), a lazy part that reads the same cached training.
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { useGetEventQuery } from '@/features/training/api/training-api';
import { TrainingDetails } from '@/features/training/components/training-details';
import { useViewer } from '@/hooks/use-viewer';
import { useT } from '@/i18n/use-t';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

const IssueCertificates = lazyWithStyles(
  () => import('@/features/certificates/components/issue-certificates'),
);

export default function TrainingDetailPage() {
  const { t } = useT('training');
  const { id = '' } = useParams();
  const { data: item } = useGetEventQuery(id);
  const { signedIn } = useViewer();
  return (
    <section className="route-page">
      <PageTitle>{t('Training Details')}</PageTitle>
      <TrainingDetails id={id} />
      {item && signedIn ? (
        <Suspense fallback={null}>
          <IssueCertificates
            eventId={item.id}
            authorId={item.author?.id}
            startsAt={item.starts_at || undefined}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
