// Mail delivery for the admin (/admin/mail): how many messages wait and how many failed, and the list of each with
// recipient, subject, tries, last error and next try. Failed first: they are the ones that need someone's attention.
import { AdminTable } from '@/components/ui/admin-table';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { StatusFilter } from '@/components/ui/status-filter';
import { useStatusFilter } from '@/hooks/use-status-filter';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useGetAdminMailQuery, type MailStatus } from '../api/admin-mail-api';

const TABS: { key: MailStatus; label: string }[] = [
  { key: 'failed', label: msg('Failed') },
  { key: 'queued', label: msg('Queued') },
  { key: 'sent', label: msg('Sent') },
];

/** Each status's empty list, table caption and last column. */
const STATUS_TEXTS: Record<MailStatus, { empty: string; caption: string; when: string }> = {
  failed: { empty: msg('No failed mail.'), caption: msg('Failed mail'), when: msg('Failed at') },
  queued: { empty: msg('No queued mail.'), caption: msg('Queued mail'), when: msg('Next try') },
  sent: { empty: msg('No sent mail.'), caption: msg('Sent mail'), when: msg('Sent at') },
};

export function AdminMail() {
  const { t } = useT('admin');
  const { status, page, setPage, chooseStatus } = useStatusFilter<MailStatus>(TABS, 'failed');
  const texts = STATUS_TEXTS[status];
  const { data, isLoading, isFetching, error, refetch } = useGetAdminMailQuery({ status, page });

  return (
    <div>
      <p className="mb-3" aria-live="polite">
        {data
          ? t('{{queued}} queued, {{failed}} failed, {{sent}} sent in the last 30 days.', {
              queued: data.counts.queued,
              failed: data.counts.failed,
              sent: data.counts.sent,
            })
          : ''}
      </p>
      <StatusFilter
        tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
        current={status}
        label={t('Mail status')}
        counts={data?.counts}
        onChange={chooseStatus}
      />
      <ListState
        isLoading={isLoading || (isFetching && !data)}
        error={error ? getErrorMessage(error, msg('Error loading data')) : null}
        isEmpty={!data || data.items.length === 0}
        emptyText={t(texts.empty)}
        onRetry={() => void refetch()}
      >
        <AdminTable
          caption={t(texts.caption)}
          headings={[t('Recipient'), t('Subject'), t('Tries'), t('Last error'), t(texts.when)]}
          busy={isFetching}
        >
          {data?.items.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className="fw-normal text-break">
                {entry.recipient}
              </th>
              <td>{entry.subject}</td>
              <td>{entry.attempts}</td>
              <td className="text-break small">{entry.last_error ?? ''}</td>
              <td>
                {formatNigeriaDateTime(
                  status === 'queued'
                    ? entry.next_attempt_at
                    : status === 'failed'
                      ? entry.failed_at
                      : entry.sent_at,
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
        {data && data.pages > 1 ? (
          <Pagination page={page} pageCount={data.pages} onChange={setPage} label={t('Mail pages')} />
        ) : null}
      </ListState>
    </div>
  );
}
