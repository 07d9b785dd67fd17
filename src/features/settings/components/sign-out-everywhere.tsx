// Sign out of all devices: POST /prop/account/logout-all, then the page signs this browser out too.
import { toast } from 'react-toastify';
import { useServerError } from '@/hooks/use-server-error';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useLogoutAllMutation } from '../api/settings-api';
import { ActionSection } from './action-section';

export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void | Promise<void> }) {
  const [logoutAll, { isLoading }] = useLogoutAllMutation();
  const { serverError, guard } = useServerError(
    msg('We could not sign you out of all devices. Please try again.'),
  );
  const { t, translate } = useT('settings');

  const onClick = guard(async () => {
    const message = await logoutAll().unwrap();
    toast.success(translate(message), { autoClose: 3000 });
    await onSignedOut();
  });

  return (
    <ActionSection
      title={t('Sign out of all devices')}
      error={serverError}
      pending={isLoading}
      pendingText={t('Signing out...')}
      buttonText={t('Sign out of all devices')}
      onClick={onClick}
    >
      <p>{t('Ends every session of your account, on every phone and computer, including this one.')}</p>
    </ActionSection>
  );
}
