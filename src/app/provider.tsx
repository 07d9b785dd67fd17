// App-wide providers: the store, the router and the top-right toasts.
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { RouteTitleProvider } from './layouts/route-title';
import { AppRoutes, routeTitle } from './router';
import type { AppStore } from './store';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

// react-toastify (~10 KB gzipped) stays out of the first load: toasts raised before it mounts are queued by the
// library and shown as soon as the container arrives. It brings its own stylesheet and needs nothing of
// styles/lazy.css, which a visitor who only reads the feed then never downloads (so it waits for no stylesheet).
const Toaster = lazyWithStyles(() => import('@/components/ui/toaster'), { stylesInFirstLoad: true });

/** The store is made by main.tsx, which also starts what runs after the first screen with it. */
export function AppProvider({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <RouteTitleProvider initialTitle={routeTitle(window.location.pathname)}>
          <AppRoutes />
        </RouteTitleProvider>
        {/* Inside the router: a route change dismisses the error toasts of the page left behind. */}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </BrowserRouter>
    </Provider>
  );
}
