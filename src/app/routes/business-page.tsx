// Route page for the business view (/bussinesspage).
import { useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/ui/page-title';
import { selectUserType } from '@/features/auth/auth-slice';
import { BusinessView } from '@/features/business/components/business-view';

export default function BusinessPage() {
  const userType = useAppSelector(selectUserType);
  return (
    <section className="route-page">
      <PageTitle>Business</PageTitle>
      <BusinessView isBusinessAccount={userType === 'business'} />
    </section>
  );
}
