// The admin dashboard (/admin-dashboard): the accounts directory, and the Reports tab (issue 14) with the count of
// open reports as its badge. The tab is in the URL (?view=reports), so it survives a reload and can be linked to;
// the queue loads only when opened.
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useGetReportQueueQuery } from '../api/reports-admin-api';
import { AdminDirectory } from './admin-directory';

const ReportQueue = lazyWithStyles(() => import('./report-queue').then((module) => ({ default: module.ReportQueue })));

export const REPORTS_VIEW = 'reports';

export function AdminDashboard() {
  const { t } = useT('admin');
  const [params] = useSearchParams();
  const reports = params.get('view') === REPORTS_VIEW;
  // The open queue's first page: its meta.total is the badge, and the Reports tab opens on the same cache entry.
  const { data: open } = useGetReportQueueQuery({ status: 'open', page: 1 });
  const openCount = open?.meta.total ?? 0;
  const tabClass = (active: boolean) => `nav-link${active ? ' active' : ''}`;

  return (
    <div>
      <nav aria-label={t('Admin dashboard')} className="mb-3">
        <ul className="nav nav-tabs">
          <li className="nav-item">
            <Link className={tabClass(!reports)} aria-current={reports ? undefined : 'page'} to={paths.adminDashboard}>
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
