// The legal pages' links for screens without the site footer (/, the sign-up forms; issue 31): the privacy policy,
// the terms and the accessibility statement, never drafts, so always linked.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

export function LegalLinks() {
  const { t } = useT();
  return (
    <nav aria-label={t('Legal')} className="legal-links">
      <Link to={paths.privacy}>{t('Privacy Policy')}</Link>
      <Link to={paths.termsOfUse}>{t('Terms & Condition')}</Link>
      <Link to={paths.accessibility}>{t('Accessibility')}</Link>
    </nav>
  );
}
