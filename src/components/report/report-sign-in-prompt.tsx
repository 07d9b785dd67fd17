// The Report link's prompt for a visitor who is not signed in (issue 14), shown by ./report-link-button.tsx.
import { Link } from 'react-router-dom';
import { useLoginHref } from '@/hooks/use-login-href';
import { useT } from '@/i18n/use-t';

/** Asked only once a visitor clicks, so the many cards of a feed do not each follow the location. */
export default function SignInPrompt() {
  const login = useLoginHref();
  const { t } = useT();
  return (
    <p className="alert alert-info small text-start mb-0" role="alert">
      {t('Please log in to report this.')} <Link to={login}>{t('Log in')}</Link>
    </p>
  );
}
