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
import { useT } from '@/i18n/use-t';
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

  // The last hook: it suspends until the catalogue is here, and React's replay after a conditional use() breaks
  // the hooks that follow it ("Update hook called on initial render").
  const { t } = useT('profile');
  if (userType === 'admin') {
    return (
      <section className="route-page">
        <PageTitle>{t('Your Profile')}</PageTitle>
        <p>{t('Administrators have no public profile.')}</p>
      </section>
    );
  }
  const kind: ProfileKind = kindOf[userType ?? loginType] ?? 'creative';
  return (
    <section className="route-page">
      <PageTitle>{t('Your Profile')}</PageTitle>
      <MyProfile
        kind={kind}
        onForbidden={onForbidden}
        postActions={(post) => <PostManageActions post={post} />}
      />
    </section>
  );
}
