// The root route: registers the forced-logout and verify-your-email handlers, keeps document.title in step
// with the page, and places each new page at its top (scroll-manager.ts).
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { loggedOut } from '@/features/auth/auth-slice';
import { setForcedLogoutHandler, setUnverifiedEmailHandler } from '@/lib/api-session';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { PageOutlet } from './page-outlet';
import { useRouteTitle } from './route-title';

// Its own small chunk, fetched with the first screen: the first load's budget has no room for it, and nothing
// needs it before the visitor's first navigation (a first visit moves nothing; a reload restores once it arrives).
// Rendered once mounted: the build-time render of the first screens (src/prerender.tsx) must not suspend.
const ScrollManager = lazyWithStyles(() => import('../scroll-manager'), { stylesInFirstLoad: true });

export function RootLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const title = useRouteTitle();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    setForcedLogoutHandler(() => {
      dispatch(loggedOut());
      void navigate(paths.login, { replace: true });
    });
    // An unverified account tried to publish: /otp shows why and offers the code again (issue 11, 7a).
    setUnverifiedEmailHandler((message) => {
      void navigate(paths.otp, { state: { notice: message } });
    });
    return () => {
      setForcedLogoutHandler(null);
      setUnverifiedEmailHandler(null);
    };
  }, [dispatch, navigate]);

  useEffect(() => {
    document.title = title
      ? `${title} | ${env.productShortName}`
      : `${env.productShortName} | ${env.productName}`;
  }, [title]);

  return (
    <>
      {mounted ? (
        <Suspense fallback={null}>
          <ScrollManager />
        </Suspense>
      ) : null}
      <PageOutlet />
    </>
  );
}
