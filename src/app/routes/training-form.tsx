// Route page for 'Create a Training' (/trainingform): the modal's form as a page, for approved partners.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { usePartnerSession } from './partner-session';

const CreateTrainingForm = lazyWithStyles(() =>
  import('@/features/training/components/create-training-form').then((m) => ({
    default: m.CreateTrainingForm,
  })),
);

export default function TrainingFormPage() {
  const { t } = useT('training');
  const partner = usePartnerSession();
  const navigate = useNavigate();
  return (
    <section className="route-page">
      <PageTitle>{t('Create a Training')}</PageTitle>
      {!partner ? (
        <p>{t('Only partner accounts can create training events.')}</p>
      ) : !partner.approved ? (
        <p>
          {t(
            'Your partner account is awaiting approval by the ministry. You can create content once it is approved.',
          )}
        </p>
      ) : (
        <Suspense fallback={<div className="skeleton" aria-hidden="true" />}>
          <CreateTrainingForm onCreated={() => void navigate(paths.training)} />
        </Suspense>
      )}
    </section>
  );
}
