// Route page for / (spec section 2: landing and sign-up chooser; issue 13): the portal's name and purpose, the ways
// in (browse, sign up, log in), the sign-up chooser (unchanged), then live member counts and the newest posts and
// products. A light chunk: the feed's and marketplace's small lists (as glimpses), not their screens.
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { SignupChooser } from '@/features/auth/components/signup-chooser';
import { useT } from '@/i18n/use-t';

// The live counts and the recent items, below the chooser: out of the page's first load (its budget); styled by the
// first load's CSS, so it waits for no stylesheet.
const LandingGlimpses = lazyWithStyles(() => import('./landing-glimpses'), { stylesInFirstLoad: true });

/** Also /signup's (routes/signup.tsx): it shares this chunk, so / loads the chooser with the page. */
export { SignupChooser };

export default function LandingPage() {
  // Asked for once the page is on screen, so the build-time render (which must not suspend) and the first paint
  // hold the page without them.
  const [showLive, setShowLive] = useState(false);
  const { t } = useT();
  useEffect(() => setShowLive(true), []);
  return (
    <main id="main-content" className="standalone-page landing container py-4">
      <header className="landing-hero">
        <p className="landing-hero__name">{env.productShortName}</p>
        <h1>{env.productName}</h1>
        <p className="landing-hero__purpose">
          {t(
            'The national home of the creative economy. Creatives, creative businesses and partner organisations show their work, sell products and services, and find tools, opportunities, training and funding.',
          )}
        </p>
        <nav aria-label={t('Ways in')}>
          <ul className="landing-ways">
            <li>
              <Link to={paths.home} className="btn btn-primary">
                {t('Browse the portal')}
              </Link>
            </li>
            <li>
              <a href="#join" className="btn btn-outline-primary">
                {t('Sign up')}
              </a>
            </li>
            <li>
              <Link to={paths.login} className="btn btn-outline-primary">
                {t('Log in')}
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <section id="join" className="landing-section" aria-labelledby="landing-join">
        <h2 id="landing-join" className="h4">
          {t('Join the creative economy')}
        </h2>
        <SignupChooser />
      </section>
      {showLive ? (
        <Suspense fallback={null}>
          <LandingGlimpses />
        </Suspense>
      ) : null}
    </main>
  );
}
