// The two thank-you variants (/partnerwelcome, /welcome): partners wait for admin approval before creating
// tools, opportunities and trainings, and set their password from here.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function ThankYou({ variant }: { variant: 'partner' | 'welcome' }) {
  return (
    <div>
      <p className="lead">
        {variant === 'partner'
          ? 'Thank you for registering as a partner.'
          : 'Thank you for joining the creative economy portal.'}
      </p>
      <div className="alert alert-info" role="note">
        An administrator reviews every partner account. Until yours is approved you can sign in and browse, but you
        cannot create tools, opportunities or trainings yet.
      </div>
      <p>Next, set the password you will sign in with. We will send a one-time code to your organization email.</p>
      <Link className="btn btn-primary" to={paths.setPartnerPassword}>
        Set your password
      </Link>
      <p className="mt-3">
        Already set it? <Link to={`${paths.login}?loginType=partner`}>Login</Link>
      </p>
    </div>
  );
}
