// Route page for /otp (spec section 2): e-mail verification, then the 'Lets finish up' step (?step=finish).
// Both need the creative's stored token; without one the page asks to log in first (login routes back here).
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { FinishUpForm } from '@/features/auth/components/finish-up-form';
import { OtpForm } from '@/features/auth/components/otp-form';
import { getToken } from '@/lib/storage';

/** Why the portal sent the account here (an unverified account tried to publish), shown above the form. */
function Notice() {
  const state: unknown = useLocation().state;
  const notice = state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;
  return notice ? (
    <p className="alert alert-warning" role="alert">
      {notice}
    </p>
  ) : null;
}

export default function OtpPage() {
  const [params, setParams] = useSearchParams();
  if (!getToken()) {
    return (
      <section className="route-page">
        <PageTitle>Verify your account</PageTitle>
        <Notice />
        <p>We sent an OTP to your registered email</p>
        <p>Please log in first: we will bring you back here to enter it.</p>
        <Link className="btn btn-primary" to={`${paths.login}?loginType=user`}>
          Login
        </Link>
      </section>
    );
  }
  if (params.get('step') === 'finish') {
    return (
      <section className="route-page">
        <PageTitle subtitle="Tell us what you need and a little about yourself.">Lets finish up</PageTitle>
        <FinishUpForm />
      </section>
    );
  }
  return (
    <section className="route-page">
      <PageTitle>Verify your account</PageTitle>
      <Notice />
      <OtpForm onVerified={() => setParams({ step: 'finish' }, { replace: true })} />
    </section>
  );
}
