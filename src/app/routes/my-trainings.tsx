// Route page for My trainings (/my-trainings, issue 33): the member's registrations, upcoming, waiting and attended.
// An extension: on a host that does not offer 'training-registration' the page says so instead of asking it.
import { PageTitle } from '@/components/ui/page-title';
import { MyTrainings } from '@/features/training/components/my-trainings';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';

export default function MyTrainingsPage() {
  const { t } = useT('training');
  const offered = useFeature('training-registration');
  return (
    <section className="route-page">
      <PageTitle>{t('My trainings')}</PageTitle>
      {offered ? (
        <MyTrainings />
      ) : offered === false ? (
        <p>{t('Training registration is not available here.')}</p>
      ) : null}
    </section>
  );
}
