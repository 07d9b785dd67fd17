// Where a layout shows its page: lazy pages load inside Suspense, and a failing page is caught here so the
// layout around it (header, navigation) stays usable.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '@/i18n/use-t';
import { RouteErrorBoundary } from './route-error';

/** Shown while a lazy page or layout loads. */
export function RouteFallback() {
  const { t } = useT();
  return (
    <div className="route-fallback" role="status">
      <span className="visually-hidden">{t('Loading')}</span>
    </div>
  );
}

export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
