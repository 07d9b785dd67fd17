// The footer of the main and detail layouts, out of the first load (docs/performance.md, "2026-11-28 (third
// session)"): below the fold on a phone, it arrives just after the page, in its own chunk with its links and social
// icons. Its CSS is the first screen's (scripts/first-screen.ts), so it waits for no stylesheet.
// Over a pre-rendered screen (main.tsx) and in the build-time render (src/prerender.tsx), preloadRoute() fetches it
// with the page's chunk (preloadSiteFooter): it then renders at once, so the HTML a phone gets (and reads without
// JavaScript) keeps the footer's links, and the live app replaces that screen without the footer blinking out.
import { AfterPage } from '@/components/ui/after-page';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

type FooterModule = typeof import('./site-footer-content');
let loaded: FooterModule | undefined;
const load = () =>
  import('./site-footer-content').then((module) => {
    loaded = module;
    return module;
  });
const LazySiteFooter = lazyWithStyles(() => load().then((module) => ({ default: module.SiteFooter })), {
  stylesInFirstLoad: true,
});

/** Fetches the footer's chunk; once it has arrived the footer renders without suspending. */
export function preloadSiteFooter(): Promise<unknown> {
  return load();
}

export function SiteFooter() {
  if (loaded) return <loaded.SiteFooter />;
  return (
    <AfterPage>
      <LazySiteFooter />
    </AfterPage>
  );
}
