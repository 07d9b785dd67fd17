// Route page /settings (signed in; the dropdown's Setting): account settings. The page owns the session side:
// after signing out everywhere or deleting the account it leaves, then clears storage and the cache.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FeatureGate } from '@/components/ui/feature-gate';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { loggedOut, selectUserType } from '@/features/auth/auth-slice';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { api } from '@/lib/api';
import { translate } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

export default function SettingsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const endSessionOnLeave = useRef(false);
  const userType = useAppSelector(selectUserType);

  // The session ends when this page has really gone: ended earlier, the token guard would send the browser to
  // /login before the navigation to / lands.
  useEffect(
    () => () => {
      if (!endSessionOnLeave.current) return;
      dispatch(loggedOut()); // clears all local storage (auth persistence)
      dispatch(api.util.resetApiState());
    },
    [dispatch],
  );

  // The last hook: it suspends until the catalogue is here, and React's replay after a conditional use() breaks
  // the hooks that follow it ("Update hook called on initial render").
  const { t } = useT('settings');
  return (
    <section className="route-page">
      <PageTitle subtitle={t('Manage your password, your sessions and your data.')}>
        {t('Settings')}
      </PageTitle>
      <FeatureGate feature="account">
        <AccountSettings
          seller={userType !== null && userType !== 'admin'}
          onSignedOut={async () => {
            endSessionOnLeave.current = true;
            await navigate(paths.login, { replace: true });
          }}
          onDeleted={async (message) => {
            endSessionOnLeave.current = true;
            toast.success(translate(message), { autoClose: 4000 });
            await navigate(paths.landing, { replace: true });
          }}
        />
      </FeatureGate>
    </section>
  );
}
