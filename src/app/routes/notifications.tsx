// Route page /notifications (signed in, issue 34): the notification centre.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useT } from '@/i18n/use-t';

export default function NotificationsPage() {
  const { t } = useT('notifications');
  return (
    <section className="route-page">
      <PageTitle
        subtitle={t('What is new for you: matched trainings and opportunities, and news of your account.')}
      >
        {t('Notifications')}
      </PageTitle>
      <FeatureGate feature="notifications">
        <NotificationList />
      </FeatureGate>
    </section>
  );
}
