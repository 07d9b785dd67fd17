// Route page for 'Profile Details' (/adminprofile/{refId}): the account kind comes from route state, else from
// ?type=business|creative (deep links, reloads), else creative.
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/i18n/use-t';
import { AdminProfile } from '@/features/admin/components/admin-profile';

export default function AdminProfilePage() {
  const { t } = useT('admin');
  const { refId = '' } = useParams();
  const state = (useLocation().state ?? {}) as { userType?: string; type?: string };
  const [params] = useSearchParams();
  const passed = state.userType ?? state.type ?? params.get('type');
  const kind = passed === 'business' ? 'business' : 'creative';
  return (
    <section className="route-page">
      <PageTitle>{t('Profile Details')}</PageTitle>
      <AdminProfile key={`${kind}-${refId}`} id={refId} kind={kind} />
    </section>
  );
}
