// /unlock?token=… (issue 29): the link mailed when sign-in from new devices was paused on the account. Opening the
// page changes nothing (mail scanners open links too); the owner presses Unlock, the server lifts the lock and this
// browser becomes a known device of the account (its device token is kept), then the page offers the sign-in.
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { setDeviceToken } from '@/lib/device-token';
import { useUnlockAccountMutation } from '../api/accounts-api';
import { SubmitButton } from '@/components/form/fields';

/** Where each kind signs in. */
export function signInPathFor(kind: string | null): string {
  if (kind === 'admin') return paths.adminLogin;
  if (kind === 'business' || kind === 'partner') return `${paths.login}?loginType=${kind}`;
  return `${paths.login}?loginType=user`;
}

export function UnlockForm() {
  const { t, translate } = useT('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unlock, { data, isLoading, isSuccess }] = useUnlockAccountMutation();

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const result = await unlock({ token });
    // A refused link is toasted by the error-toast listener.
    if (!('error' in result)) setDeviceToken(result.data.deviceToken);
  }

  if (isSuccess && data) {
    return (
      <div role="status">
        <p>{translate(data.message)}</p>
        <Link className="btn btn-primary" to={signInPathFor(data.kind)}>
          {t('Sign in')}
        </Link>
      </div>
    );
  }
  if (token === '') return <p role="alert">{t('This unlock link is invalid or has expired.')}</p>;
  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-label={t('Unlock your account')}>
      <p>
        {t(
          'After many failed sign-ins from devices you had not used, sign-in to your account from new devices was paused. Unlock it to sign in from this device.',
        )}
      </p>
      <SubmitButton pending={isLoading} pendingText={t('Unlocking…')}>
        {t('Unlock my account')}
      </SubmitButton>
    </form>
  );
}
