// Route page for the business view (/bussinesspage).
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { selectUserType } from '@/features/auth/auth-slice';
import { BusinessView } from '@/features/business/components/business-view';

export default function BusinessPage() {
  const userType = useAppSelector(selectUserType);
  // The last hook: it suspends until the catalogue is here, and React's replay after a conditional use() breaks
  // the hooks that follow it ("Update hook called on initial render").
  const { t } = useT('business');
  return (
    <section className="route-page">
      <PageTitle>{t('Business')}</PageTitle>
      <BusinessView isBusinessAccount={userType === 'business'} />
    </section>
  );
}
