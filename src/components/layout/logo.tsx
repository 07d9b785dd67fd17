// The portal's logo: the mark (src/assets/logo.svg, the same file as the favicon, so the browser has it once; by
// URL, not inlined into the first-load script), the short name in the display face, and the BETA tag.
import { Link } from 'react-router-dom';
import logoMark from '@/assets/logo.svg?no-inline';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

export function Logo({ to = paths.home }: { to?: string }) {
  const { t } = useT();
  return (
    <Link to={to} className="logo">
      <img className="logo__mark" src={logoMark} alt="" width="32" height="32" />
      <span className="logo__text">{env.productShortName}</span>
      <span className="logo__beta">{t('BETA')}</span>
      <span className="visually-hidden">{t(', {{name}} home', { name: env.productName })}</span>
    </Link>
  );
}
