// Inline SVG social icons for the footer and the login page; only the networks with a configured link are shown.
// With none configured, a "Follow us" link to the About page stands in: the spec wants social links on both screens,
// and guessing the Ministry's accounts (or pointing at a network's home page) would send people somewhere untrue.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

// The icons' SVG paths load only where a network is configured, after the page (the footer is below the first screen;
// .social-icons keeps one line's height meanwhile, so nothing moves).
const SocialIconLinks = lazy(() => import('./social-icon-links'));
const anyConfigured = () => Object.values(env.social).some((url) => url !== '');

export function SocialIcons() {
  if (anyConfigured()) {
    return (
      <Suspense fallback={<div className="social-icons" />}>
        <SocialIconLinks />
      </Suspense>
    );
  }
  return (
    <ul className="social-icons" aria-label="Social media">
      <li>
        <Link to={paths.aboutUs} className="social-icons__follow">
          Follow us
        </Link>
      </li>
    </ul>
  );
}
