// Route page for /otp (spec section 2): e-mail verification, then the 'Lets finish up' step (?step=finish).
// Both need the creative's stored token; without one the page asks to log in first (login routes back here).
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { FinishUpForm } from '@/features/auth/components/finish-up-form';
import { OtpForm } from '@/features/auth/components/otp-form';
import { useT } from '@/i18n/use-t';
import { getToken } from '@/lib/storage';

/** Why the portal sent the account here (an unverified account tried to publish), shown above the form. */
function Notice() {
  const state: unknown = useLocation().state;
  const notice =
    state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
      ? state.notice
      : null;
  return notice ? (
    <p className="alert alert-warning" role="alert">
      {notice}
    </p>
  ) : null;
}

export default function OtpPage() {
  const [params, setParams] = useSearchParams();
  // Last of the hooks: the first screen to ask for the auth catalogue may suspend here (see use-t.ts).
  const { t } = useT('auth');
  if (!getToken()) {
    return (
      <section className="route-page">
        <PageTitle>{t('Verify your account')}</PageTitle>
        <Notice />
        <p>{t('We sent an OTP to your registered email')}</p>
        <p>{t('Please log in first: we will bring you back here to enter it.')}</p>
        <Link className="btn btn-primary" to={`${paths.login}?loginType=user`}>
          {t('Login')}
        </Link>
      </section>
    );
  }
  if (params.get('step') === 'finish') {
    return (
      <section className="route-page">
        <PageTitle subtitle={t('Tell us what you need and a little about yourself.')}>
          {t('Lets finish up')}
        </PageTitle>
        <FinishUpForm />
      </section>
    );
  }
  return (
    <section className="route-page">
      <PageTitle>{t('Verify your account')}</PageTitle>
      <Notice />
      <OtpForm onVerified={() => setParams({ step: 'finish' }, { replace: true })} />
    </section>
  );
}
