// Route page /admin/identity (admin only, issue 31): the portal identity, which fills the footer, the chat button,
// security.txt and the operator's facts in the legal pages.
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { PortalIdentityForm } from '@/features/admin/components/portal-identity-form';

export default function AdminIdentityPage() {
  const { t } = useT('admin');
  return (
    <section className="route-page">
      <PageTitle
        subtitle={t(
          'The Ministry’s names and contacts as the footer, the chat button, the privacy policy, the terms and the accessibility statement show them.',
        )}
      >
        {t('Portal identity')}
      </PageTitle>
      <FeatureGate feature="portal-identity">
        <PortalIdentityForm />
      </FeatureGate>
    </section>
  );
}
