// The portal's own funding form for a signed-in creative or business (applicant-kind.ts); anyone else is told how
// to get there. Used by the funding modal when no external form is configured, and by /funding/apply.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { loginHref } from '@/lib/return-to';
import { getToken } from '@/lib/storage';
import { applicantKind } from '../applicant-kind';
import { FundingApplicationForm } from './funding-application-form';

export function FundingApply({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useT('funding');
  const kind = applicantKind();
  if (kind) return <FundingApplicationForm kind={kind} />;
  if (getToken()) {
    return (
      <p className="alert alert-info mb-0" role="status">
        {t(
          'Funding applications are made by creatives and creative businesses. Please sign in with a creative or business account to apply.',
        )}
      </p>
    );
  }
  return (
    <div className="alert alert-info mb-0" role="status">
      <p>{t('Please sign in to apply for funding: your application uses the details of your profile.')}</p>
      <p className="mb-0 d-flex flex-wrap gap-3">
        {/* Back to this form (its own page, wherever the modal was opened) once signed in. */}
        <Link to={loginHref(paths.fundingApply)} onClick={onNavigate}>
          {t('Sign in')}
        </Link>
        <Link to={paths.landing} onClick={onNavigate}>
          {t('Create an account')}
        </Link>
      </p>
    </div>
  );
}
