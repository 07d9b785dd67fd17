// The modules whose CSS comes with the first load: the entry (the shell), the feed (/homepage) and the landing page (/).
// vite.config.ts cuts styles/first-screen.css to their class names; the router loads the landing page without waiting
// for styles/lazy.css (`stylesInFirstLoad` in src/app/router.tsx); the pre-render links lazy.css only for the other
// pages (scripts/prerender.ts).
export const FIRST_SCREEN_MODULES = [
  'src/main.tsx',
  'src/app/routes/landing.tsx',
  // The feed (/homepage), a lazy page since issue 35 so that / need not load it.
  'src/app/routes/home.tsx',
  // The landing page's recent items, loaded after its first screen without waiting for lazy.css.
  'src/app/routes/landing-glimpses.tsx',
  // The main layout's floating buttons, loaded just after its first render without waiting for lazy.css.
  'src/app/layouts/floating-actions.tsx',
  // The header's language menu (wide screens), loaded just after its first render without waiting for lazy.css.
  'src/components/layout/language-menu.tsx',
  // The footer of the main and detail layouts, loaded just after the page without waiting for lazy.css (and written
  // into the pre-rendered HTML, which a phone without JavaScript reads with the first screen's CSS only).
  'src/app/layouts/site-footer-content.tsx',
  // The route error page, fetched after the first render: it shows without waiting for lazy.css (offline too).
  'src/app/layouts/route-error-page.tsx',
];
