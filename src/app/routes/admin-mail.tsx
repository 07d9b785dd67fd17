// Route page /admin/mail (admin only, extension of issue 11): queued and failed mail of the outbox.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { AdminMail } from '@/features/admin/components/admin-mail';

export default function AdminMailPage() {
  const { t } = useT('admin');
  return (
    <section className="route-page">
      <PageTitle
        subtitle={t(
          'Messages wait in the outbox until the mail relay takes them; failed ones were retried for 24 hours.',
        )}
      >
        {t('Mail delivery')}
      </PageTitle>
      <FeatureGate feature="admin-mail">
        <AdminMail />
      </FeatureGate>
    </section>
  );
}
