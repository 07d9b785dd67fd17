// Route page for /otp (spec section 2): e-mail verification, then the 'Lets finish up' step (?step=finish).
// Both need the creative's stored token; without one the page asks to log in first (login routes back here).
import { Link, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { FinishUpForm } from '@/features/auth/components/finish-up-form';
import { OtpForm } from '@/features/auth/components/otp-form';
import { getToken } from '@/lib/storage';

export default function OtpPage() {
  const [params, setParams] = useSearchParams();
  if (!getToken()) {
    return (
      <section className="route-page">
        <PageTitle>Verify your account</PageTitle>
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
      <OtpForm onVerified={() => setParams({ step: 'finish' }, { replace: true })} />
    </section>
  );
}
