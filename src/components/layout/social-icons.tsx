// Inline SVG social icons for the footer and the login page; only the networks with a configured link are shown.
// With none configured, a "Follow us" link to the About page stands in: the spec wants social links on both screens,
// and guessing the Ministry's accounts (or pointing at a network's home page) would send people somewhere untrue.
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { paths } from '@/config/paths';
import { AfterPage } from '@/components/ui/after-page';
import { useT } from '@/i18n/use-t';

// The icons' SVG paths load only where a network is configured, after the page (the footer is below the first screen;
// .social-icons keeps one line's height meanwhile, so nothing moves).
const SocialIconLinks = lazyWithStyles(() => import('./social-icon-links'), { stylesInFirstLoad: true });
const anyConfigured = () => Object.values(env.social).some((url) => url !== '');

export function SocialIcons() {
  const { t } = useT();
  if (anyConfigured()) {
    return (
      <AfterPage placeholder={<div className="social-icons" />}>
        <SocialIconLinks />
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
