// Route page for 'Your Profile' (/profilepage): the signed-in account's profile, loaded by its kind.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { loggedOut, selectLoginType, selectUserType } from '@/features/auth/auth-slice';
import { PostManageActions } from '@/features/feed/components/post-manage-actions';
import { MyProfile } from '@/features/profile/components/my-profile';
import type { ProfileKind } from '@contract/accounts';
import { clearAll } from '@/lib/storage';
import { usePartnerSession } from './partner-session';

const kindOf = { user: 'creative', business: 'business', partner: 'partner' } as const;

export default function ProfilePage() {
  const userType = useAppSelector(selectUserType);
  const loginType = useAppSelector(selectLoginType);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePartnerSession(); // a partner's visit here also refreshes the stored approval (create cards elsewhere)
  const onForbidden = useCallback(() => {
    dispatch(loggedOut());
    clearAll();
    void navigate(paths.login, { replace: true });
  }, [dispatch, navigate]);

  if (userType === 'admin') {
    return (
      <section className="route-page">
        <PageTitle>Your Profile</PageTitle>
        <p>Administrators have no public profile.</p>
      </section>
    );
  }
  const kind: ProfileKind = kindOf[userType ?? loginType] ?? 'creative';
  return (
    <section className="route-page">
      <PageTitle>Your Profile</PageTitle>
      <MyProfile kind={kind} onForbidden={onForbidden} postActions={(post) => <PostManageActions post={post} />} />
    </section>
  );
}
