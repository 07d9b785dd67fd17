// Shown when a page fails to render or its chunk fails to load (e.g. after a deploy, or offline): an error boundary
// that resets when the user navigates elsewhere.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

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
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

export function RouteError() {
  const { t } = useT();
  // Offline, a page whose chunk or data never came is not broken, only unsaved (issue 31; docs/offline.md).
  const offline = !navigator.onLine;
  return (
    <div className="container py-5 text-center">
      <h1>{offline ? t('You are offline') : t('Something went wrong')}</h1>
      <p>
        {offline
          ? t('This page is not saved on this device, so it cannot open without a connection.')
          : t('Please reload the page and try again.')}
      </p>
      <button type="button" className="btn btn-primary me-2" onClick={() => window.location.reload()}>
        {t('Reload')}
      </button>
      <Link className="btn btn-outline-primary" to={paths.home}>
        {t('Go to the home page')}
      </Link>
    </div>
  );
}
