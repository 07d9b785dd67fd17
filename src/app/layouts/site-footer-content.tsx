// The footer as the layouts show it: the shared Footer with the about and legal links of published pages only.
// Its own chunk, loaded after the page (./site-footer.tsx); its CSS is the first screen's (scripts/first-screen.ts).
import { Footer } from '@/components/layout/footer';
import { footerPageItems, useShownNavItems } from './nav-items';

export function SiteFooter() {
  return <Footer pageLinks={useShownNavItems(footerPageItems)} />;
}
