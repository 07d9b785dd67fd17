// Route page for /profile/{id}: a public profile (route state {profile, type, admin} when the feed or the admin
// directory passes it; otherwise loaded by id alone).
import { useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUserType } from '@/features/auth/auth-slice';
import { PublicProfileView } from '@/features/profile/components/public-profile';
import type { AnyProfile } from '@contract/profiles';

interface ProfileRouteState {
  profile?: AnyProfile;
  type?: string;
  admin?: boolean;
}

export function ProfileRoute({ id }: { id: string }) {
  const location = useLocation();
  const state = (location.state ?? {}) as ProfileRouteState;
  const userType = useAppSelector(selectUserType);
  const isAdmin = userType === 'admin' || state.admin === true;
  return (
    <section className="route-page">
      <PublicProfileView
        key={id}
        id={id}
        stateProfile={state.profile && typeof state.profile === 'object' ? state.profile : null}
        stateType={state.type ?? null}
        isAdmin={isAdmin}
      />
    </section>
  );
}

export default function ProfileViewPage() {
  const { id = '' } = useParams();
  return <ProfileRoute id={id} />;
}
