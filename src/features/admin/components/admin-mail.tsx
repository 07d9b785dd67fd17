// Mail delivery for the admin (/admin/mail): how many messages wait and how many failed, and the list of each with
// recipient, subject, tries, last error and next try. Failed first: they are the ones that need someone's attention.
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { StatusFilter } from '@/components/ui/status-filter';
import { useStatusFilter } from '@/hooks/use-status-filter';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useGetAdminMailQuery, type MailStatus } from '../api/admin-mail-api';

const TABS: { key: MailStatus; label: string }[] = [
  { key: 'failed', label: 'Failed' },
  { key: 'queued', label: 'Queued' },
  { key: 'sent', label: 'Sent' },
];

export function AdminMail() {
  const { status, page, setPage, tab, chooseStatus } = useStatusFilter<MailStatus>(TABS, 'failed');
  const { data, isLoading, isFetching, error, refetch } = useGetAdminMailQuery({ status, page });

  return (
    <div>
      <p className="mb-3" aria-live="polite">
        {data ? `${data.counts.queued} queued, ${data.counts.failed} failed, ${data.counts.sent} sent in the last 30 days.` : ''}
      </p>
      <StatusFilter
        tabs={TABS}
        current={status}
        label="Mail status"
        counts={data?.counts}
        onChange={chooseStatus}
      />
      <ListState
        isLoading={isLoading || (isFetching && !data)}
        error={error ? getErrorMessage(error, 'Error loading data') : null}
        isEmpty={!data || data.items.length === 0}
        emptyText={`No ${tab.label.toLowerCase()} mail.`}
        onRetry={() => void refetch()}
      >
        <div className="table-responsive admin-table">
          <table className="table align-middle" aria-busy={isFetching}>
            <caption className="visually-hidden">{tab.label} mail</caption>
            <thead>
              <tr>
                <th scope="col">Recipient</th>
                <th scope="col">Subject</th>
                <th scope="col">Tries</th>
                <th scope="col">Last error</th>
                <th scope="col">{status === 'queued' ? 'Next try' : status === 'failed' ? 'Failed at' : 'Sent at'}</th>
              </tr>
            </thead>
            <tbody>
              {data?.items.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="fw-normal text-break">
                    {entry.recipient}
                  </th>
                  <td>{entry.subject}</td>
                  <td>{entry.attempts}</td>
                  <td className="text-break small">{entry.last_error ?? ''}</td>
                  <td>{formatNigeriaDateTime(status === 'queued' ? entry.next_attempt_at : status === 'failed' ? entry.failed_at : entry.sent_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {data && data.pages > 1 ? <Pagination page={page} pageCount={data.pages} onChange={setPage} label="Mail pages" /> : null}
      </ListState>
    </div>
  );
}
