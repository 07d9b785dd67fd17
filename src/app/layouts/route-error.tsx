// Shown when a page fails to render or its chunk fails to load (e.g. after a deploy, or offline): an error boundary
// that resets when the user navigates elsewhere. The page it shows (./route-error-page.tsx) is out of the first load
// (docs/performance.md, "2026-11-28 (third session)"): the boundary fetches it once it has mounted, so it is at hand
// before any later page can fail; a page that fails before it has arrived shows it as soon as it does.
import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '@/i18n/use-t';
import { lazyWithStyles } from '@/lib/lazy-with-styles';

let errorPage: Promise<typeof import('./route-error-page')> | undefined;
const loadErrorPage = () => (errorPage ??= import('./route-error-page'));

/** If even the error page's chunk cannot arrive (offline before it came), the one way on: reload. */
function ReloadOnly() {
  const { t } = useT();
  return (
    <div className="container py-5 text-center">
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('Reload')}
      </button>
    </div>
  );
}

const RouteError = lazyWithStyles(
  () =>
    loadErrorPage().then(
      (module) => ({ default: module.RouteError }),
      () => ({ default: ReloadOnly }),
    ),
  { stylesInFirstLoad: true },
);

interface BoundaryProps {
  children: ReactNode;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // After the first render, outside the first load: a failed fetch is tried again when the page is shown.
  useEffect(() => {
    loadErrorPage().catch(() => {
      errorPage = undefined;
    });
  }, []);
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
