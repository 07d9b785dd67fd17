// renderApp: the real store and the real route table (in memory) or any element, with toasts mounted.
import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { RouteTitleProvider } from '@/app/layouts/route-title';
import { AppRoutes } from '@/app/router';
import Toaster from '@/components/ui/toaster';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { askHost, capabilitiesApi } from '@/lib/capabilities-api';
import { portalIdentityApi, toHostIdentity } from '@/lib/portal-identity-api';
import { FEATURES, type FeatureKey } from '@contract/capabilities';
import type { PortalIdentity } from '@contract/portal-identity';

export interface RenderAppOptions {
  /** Initial path (default '/homepage' for a route string, '/' for an element). */
  route?: string;
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** Route state for the initial entry (e.g. the profile the feed passes to a public profile). */
  state?: unknown;
  /**
   * The extensions the host offers (issue 30), known from the first render: every one by default, as this server;
   * `[]` for a host with only the spec's routes; 'ask' leaves the question to the (mocked) host, as the app does.
   */
  features?: readonly FeatureKey[] | 'ask';
  /** The host's portal identity (issue 31), known from the first render; the bundled defaults without it. */
  identity?: PortalIdentity;
}

/** What tests read of the router: the current location, and navigation from outside the tree. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => Promise<void>;
}

export interface RenderAppResult extends RenderResult {
  store: AppStore;
  router: TestRouter;
  user: ReturnType<typeof userEvent.setup>;
}

function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  onChange(location, navigate);
  return null;
}

/**
 * `renderApp('/directorypage')` renders the real app at that path; `renderApp(<Thing />, { route })` renders an
 * element inside a memory router (so links and hooks work) with the real store. Seed storage BEFORE calling it:
 * the store restores the session from storage when it is created.
 */
export function renderApp(uiOrRoute: ReactElement | string, options: RenderAppOptions = {}): RenderAppResult {
  const store = options.store ?? makeStore(options.preloadedState);
  const features = options.features ?? FEATURES;
  // The app asks after its load event (app/provider.tsx); here at once, or the answer is known from the start.
  if (features === 'ask') askHost(store.dispatch);
  else {
    store.dispatch(
      capabilitiesApi.util.upsertQueryEntries([
        { endpointName: 'getCapabilities', arg: undefined, value: [...features] },
      ]),
    );
  }
  if (options.identity) {
    store.dispatch(
      portalIdentityApi.util.upsertQueryEntries([
        { endpointName: 'getPortalIdentity', arg: undefined, value: toHostIdentity(options.identity) },
      ]),
    );
  }
  const initialPath = options.route ?? (typeof uiOrRoute === 'string' ? uiOrRoute : '/');
  let navigateFn: NavigateFunction | undefined;
  const router: TestRouter = {
    state: { location: undefined as unknown as Location },
    navigate: async (to, navigateOptions) => {
      await act(async () => {
        await navigateFn?.(to, navigateOptions);
      });
    },
  };
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[
          {
            pathname: initialPath.split('?')[0],
            search: initialPath.includes('?') ? `?${initialPath.split('?')[1]}` : '',
            state: options.state,
          },
        ]}
      >
        <RouterProbe
          onChange={(location, navigate) => {
            router.state.location = location;
            navigateFn = navigate;
          }}
        />
        <RouteTitleProvider>
          {typeof uiOrRoute === 'string' ? (
            <AppRoutes />
          ) : (
            <Routes>
              <Route path="*" element={uiOrRoute} />
            </Routes>
          )}
        </RouteTitleProvider>
        {/* The app's own container (top right, 5 s by default), so tests see the product's toast settings. */}
        <Toaster />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store, router, user };
}

/** Waits for a lazily loaded page: resolves with its h1. */
export async function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
