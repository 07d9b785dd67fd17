// Route page for / (spec section 2: landing and sign-up chooser; issue 13): the portal's name and purpose, the ways
// in (browse, sign up, log in), live member counts, the sign-up chooser (unchanged), and the newest posts and
// products. A light chunk: the feed's and marketplace's small lists (as glimpses), not their screens.
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SignupChooser } from '@/features/auth/components/signup-chooser';
import { GlimpseSection } from '@/components/ui/glimpse-section';
import { usePostGlimpses } from '@/features/feed/hooks/use-post-glimpses';
import { useProductGlimpses } from '@/features/marketplace/hooks/use-product-glimpses';
import { MemberCounts } from '@/features/stats/components/member-counts';

/** How many posts and products the landing page shows: a glimpse, one row on a wide screen. */
const LANDING_RECENT_ITEMS = 3;

export default function LandingPage() {
  const posts = usePostGlimpses(LANDING_RECENT_ITEMS);
  const products = useProductGlimpses(LANDING_RECENT_ITEMS);
  return (
    <main id="main-content" className="standalone-page landing container py-4">
      <header className="landing-hero">
        <p className="landing-hero__name">{env.productShortName}</p>
        <h1>{env.productName}</h1>
        <p className="landing-hero__purpose">
          The national home of the creative economy. Creatives, creative businesses and partner organisations
          show their work, sell products and services, and find tools, opportunities, training and funding.
        </p>
        <nav aria-label="Ways in">
          <ul className="landing-ways">
            <li>
              <Link to={paths.home} className="btn btn-primary">
                Browse the portal
              </Link>
            </li>
            <li>
              <a href="#join" className="btn btn-outline-primary">
                Sign up
              </a>
            </li>
            <li>
              <Link to={paths.login} className="btn btn-outline-primary">
                Log in
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <MemberCounts headingId="landing-counts" />
      <section id="join" className="landing-section" aria-labelledby="landing-join">
        <h2 id="landing-join" className="h4">
          Join the creative economy
        </h2>
        <SignupChooser />
      </section>
      {[
        {
          heading: 'Recent posts',
          headingId: 'landing-posts',
          list: posts,
          more: { to: paths.home, label: 'See all posts in the feed' },
        },
        {
          heading: 'New in the marketplace',
          headingId: 'landing-products',
          list: products,
          more: { to: paths.market, label: 'Visit the marketplace' },
        },
      ].map(({ list, ...section }) => (
        <GlimpseSection key={section.headingId} {...section} {...list} placeholders={LANDING_RECENT_ITEMS} />
      ))}
    </main>
  );
}
