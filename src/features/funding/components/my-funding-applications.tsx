// The applicant's own funding applications with their status and its history (GET /prop/funding).
import { formatNaira } from '@contract/funding';
import { ListSection } from '@/components/ui/list-state';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDate, formatNigeriaDateTime } from '@/lib/date-time';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useGetMyFundingApplicationsQuery } from '../api/funding-api';
import { fundingProgrammeLabel, fundingStatusLabel } from '../labels';
import { FundingDocuments } from './funding-documents';
import { FundingStatusBadge } from './funding-status-badge';

export function MyFundingApplications() {
  const { t } = useT('funding');
  const { data, isLoading, error, refetch } = useGetMyFundingApplicationsQuery();
  return (
    <ListSection
      id="my-funding-applications"
      title={t('Your funding applications')}
      isLoading={isLoading}
      error={error ? getErrorMessage(error, msg('Your funding applications could not be loaded.')) : null}
      isEmpty={!data || data.length === 0}
      emptyText={t('You have not applied through the portal yet.')}
      onRetry={() => void refetch()}
    >
      <ul className="list-unstyled">
        {data?.map((application) => (
          <li key={application.id} className="card mb-3">
            <div className="card-body">
              <h3 className="h6 d-flex flex-wrap gap-2 align-items-center">
                <span>{application.reference}</span>
                <FundingStatusBadge status={application.status} />
              </h3>
              <p className="mb-1">
                {formatNaira(application.amount)} · {fundingProgrammeLabel(application.programme)} ·{' '}
                {t('applied {{date}}', { date: formatNigeriaDate(application.created_at) })}
              </p>
              <p className="mb-2 text-break">{application.purpose}</p>
              <FundingDocuments documents={application.documents} />
              <details className="mt-2">
                <summary>{t('Status history')}</summary>
                <ol className="small mb-0 mt-1">
                  {application.history.map((change, index) => (
                    <li key={index}>
                      {fundingStatusLabel(change.status)}, {formatNigeriaDateTime(change.created_at)}
                      {change.note ? `: ${change.note}` : ''}
                    </li>
                  ))}
                </ol>
              </details>
            </div>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
