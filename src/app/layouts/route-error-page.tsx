// The page a failing route shows (./route-error.tsx): its own small chunk, out of the first load, fetched just after
// the first render so that it is there when a page's chunk later fails (offline, after a deploy). Its CSS is the
// first screen's (scripts/first-screen.ts).
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';

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
