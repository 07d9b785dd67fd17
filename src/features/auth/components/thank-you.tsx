// The two thank-you variants (/partnerwelcome, /welcome): partners wait for admin approval before creating
// tools, opportunities and trainings, and set their password from here.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { rich } from '@/i18n/rich';
import { useT } from '@/i18n/use-t';

export function ThankYou({ variant }: { variant: 'partner' | 'welcome' }) {
  const { t } = useT('auth');
  return (
    <div>
      <p className="lead">
        {variant === 'partner'
          ? t('Thank you for registering as a partner.')
          : t('Thank you for joining the creative economy portal.')}
      </p>
      <div className="alert alert-info" role="note">
        {t(
          'An administrator reviews every partner account. Until yours is approved you can sign in and browse, but you cannot create tools, opportunities or trainings yet.',
        )}
      </div>
      <p>
        {t(
          'Next, set the password you will sign in with. We will send a one-time code to your organization email.',
        )}
      </p>
      <Link className="btn btn-primary" to={paths.setPartnerPassword}>
        {t('Set your password')}
      </Link>
      <p className="mt-3">
        {rich(t('Already set it? <link>Login</link>'), {
          link: (chunk) => <Link to={`${paths.login}?loginType=partner`}>{chunk}</Link>,
        })}
      </p>
    </div>
  );
}
