// Inline SVG social icons for the footer and the login page; only the networks the portal identity names are shown
// (the host's answer, else the build's VITE_*_URL settings: lib/portal-identity.ts). With none, a "Follow us" link to
// the About page stands in: the spec wants social links on both screens, and guessing the Ministry's accounts (or
// pointing at a network's home page) would send people somewhere untrue.
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useHostIdentity } from '@/lib/portal-identity';
import { paths } from '@/config/paths';
import { AfterPage } from '@/components/ui/after-page';
import { useT } from '@/i18n/use-t';

// The icons' SVG paths load only where a network is configured, after the page (the footer is below the first screen;
// .social-icons keeps one line's height meanwhile, so nothing moves).
const SocialIconLinks = lazyWithStyles(() => import('./social-icon-links'), { stylesInFirstLoad: true });

export function SocialIcons() {
  const { t } = useT();
  const links = useHostIdentity()?.social ?? env.social;
  if (Object.values(links).some(Boolean)) {
    return (
      <AfterPage placeholder={<div className="social-icons" />}>
        <SocialIconLinks links={links} />
      </AfterPage>
    );
  }
  return (
    <ul className="social-icons" aria-label={t('Social media')}>
      <li>
        <Link to={paths.aboutUs} className="social-icons__follow">
          {t('Follow us')}
        </Link>
      </li>
    </ul>
  );
}
