// The landing page's live member counts and recent posts and products (issue 13), and the legal pages' links: below the sign-up chooser, so they
// load after the page's first screen, in a chunk of their own. Their CSS comes with the first load (scripts/first-screen.ts), so they wait
// for no stylesheet.
import { LegalLinks } from '@/components/layout/legal-links';
import { GlimpseSection } from '@/components/ui/glimpse-section';
import { paths } from '@/config/paths';
import { usePostGlimpses } from '@/features/feed/hooks/use-post-glimpses';
import { useProductGlimpses } from '@/features/marketplace/hooks/use-product-glimpses';
import { MemberCounts } from '@/features/stats/components/member-counts';
import { useT } from '@/i18n/use-t';

/** How many posts and products the landing page shows: a glimpse, one row on a wide screen. */
const LANDING_RECENT_ITEMS = 3;

export default function LandingGlimpses() {
  const posts = usePostGlimpses(LANDING_RECENT_ITEMS);
  const products = useProductGlimpses(LANDING_RECENT_ITEMS);
  const { t } = useT();
  const sections = [
    {
      heading: t('Recent posts'),
      headingId: 'landing-posts',
      list: posts,
      more: { to: paths.home, label: t('See all posts in the feed') },
    },
    {
      heading: t('New in the marketplace'),
      headingId: 'landing-products',
      list: products,
      more: { to: paths.market, label: t('Visit the marketplace') },
    },
  ];
  return (
    <>
      <MemberCounts headingId="landing-counts" />
      {sections.map(({ list, ...section }) => (
        <GlimpseSection key={section.headingId} {...section} {...list} placeholders={LANDING_RECENT_ITEMS} />
      ))}
      {/* The legal pages (issue 31): here, after the first screen, to keep them out of the page's first load. */}
      <LegalLinks />
    </>
  );
}
