// Entry point: global styles and the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/first-screen.css';
import { AppProvider } from './app/provider';
import { preloadPageLoaders, preloadRoute } from './app/router';
import { makeStore } from './app/store';
import { initialLanguage } from './i18n/detect';
import { changeLanguage } from './i18n/runtime';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore();
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProvider store={store} />
    </StrictMode>,
  );

// Over a pre-rendered first screen (src/prerender.tsx; sent to phones), the page's own chunk is fetched first, so
// the app replaces that screen with the same page in one step instead of blanking it behind a loading fallback.
// A language other than English first downloads its shared catalogue (in parallel), so the first render is already
// in that language; English needs none (src/i18n/runtime.ts).
const language = initialLanguage();
const languageReady = language === 'en' ? Promise.resolve(true) : changeLanguage(language);
if (container.hasChildNodes())
  void Promise.all([preloadRoute(window.location.pathname), languageReady]).then(render);
else if (language === 'en') render();
else void languageReady.then(render);

// Real-user vitals load once the page is idle (web-vitals reads the buffered performance entries), outside the
// first load.
const startVitals = () => void import('./lib/vitals').then((module) => module.startVitalsReporting());
if ('requestIdleCallback' in window) window.requestIdleCallback(startVitals, { timeout: 5000 });
else setTimeout(startVitals, 3000);

// Once the page has loaded: the host is asked which extensions it offers (issue 30, lib/capabilities-api.ts), and in
// production builds the offline support starts (service worker, offline banner, update prompt: app/offline/start.tsx;
// a browser without service workers still gets the banner).
// A pre-rendered page starts this module itself, often after the load event (scripts/prerender.ts): then at once.
// The pages' loaders come then too (app/page-loaders.ts), so that a tap on a link does not wait for them.
const afterLoad = () => {
  void import('./lib/capabilities-api').then((module) => module.askHost(store.dispatch));
  void preloadPageLoaders();
  if (import.meta.env.PROD) void import('./app/offline/start').then((module) => module.startOfflineSupport());
};
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
