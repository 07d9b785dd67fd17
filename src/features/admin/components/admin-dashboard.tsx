// The admin dashboard (/admin-dashboard): the accounts directory, and the Reports tab (issue 14) with the count of
// open reports as its badge. The tab is in the URL (?view=reports), so it survives a reload and can be linked to;
// the queue loads only when opened.
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useGetReportQueueQuery } from '../api/reports-admin-api';
import { AdminDirectory } from './admin-directory';

const ReportQueue = lazyWithStyles(() =>
  import('./report-queue').then((module) => ({ default: module.ReportQueue })),
);

export const REPORTS_VIEW = 'reports';

export function AdminDashboard() {
  const { t } = useT('admin');
  const [params] = useSearchParams();
  // Reports are an extension (issue 30): on a host without them the dashboard is the accounts directory alone.
  const offered = useFeature('reports') === true;
  const reports = offered && params.get('view') === REPORTS_VIEW;
  // The open queue's first page: its meta.total is the badge, and the Reports tab opens on the same cache entry.
  const { data: open } = useGetReportQueueQuery({ status: 'open', page: 1 }, { skip: !offered });
  const openCount = open?.meta.total ?? 0;
  const tabClass = (active: boolean) => `nav-link${active ? ' active' : ''}`;

  return (
    <div>
      {offered ? (
        <nav aria-label={t('Admin dashboard')} className="mb-3">
          <ul className="nav nav-tabs">
            <li className="nav-item">
              <Link
                className={tabClass(!reports)}
                aria-current={reports ? undefined : 'page'}
                to={paths.adminDashboard}
              >
                {t('Accounts')}
              </Link>
            </li>
            <li className="nav-item">
              <Link
                className={tabClass(reports)}
                aria-current={reports ? 'page' : undefined}
                to={`${paths.adminDashboard}?view=${REPORTS_VIEW}`}
              >
                {t('Reports')}{' '}
                {openCount > 0 ? (
                  <>
                    <span className="badge rounded-pill text-bg-danger">{openCount}</span>{' '}
                    <span className="visually-hidden">{t('open', { context: 'reports' })}</span>
                  </>
                ) : null}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
      {reports ? (
        <Suspense fallback={<LoadingState />}>
          <ReportQueue />
        </Suspense>
      ) : (
        <AdminDirectory />
      )}
    </div>
  );
}
