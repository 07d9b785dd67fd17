// The admin's funding applications (/admin/funding, issue 13): every application newest first, narrowed by status,
// with the applicant's details, the amount, programme, purpose and documents, and a status change with a note.
// The applicant is mailed by the server at each change.
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  formatNaira,
  FUNDING_NOTE_MAX,
  FUNDING_STATUSES,
  type FundingApplication,
  type FundingStatus,
} from '@contract/funding';
import { AdminTable } from '@/components/ui/admin-table';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { StatusFilter } from '@/components/ui/status-filter';
import { useStatusFilter } from '@/hooks/use-status-filter';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useChangeFundingStatusMutation, useGetAdminFundingApplicationsQuery } from '../api/funding-api';
import { FundingDocuments } from './funding-documents';
import { fundingProgrammeLabel, fundingStatusLabel, FUNDING_STATUS_TEXT } from '../labels';
import { FundingStatusBadge } from './funding-status-badge';

/** The tabs' English labels (the catalogue's keys); shown through t(). */
const TABS: { key: FundingStatus | ''; label: string }[] = [
  { key: '', label: msg('All') },
  ...FUNDING_STATUSES.map((key) => ({ key, label: FUNDING_STATUS_TEXT[key] })),
];

function StatusChange({ application }: { application: FundingApplication }) {
  const { t } = useT('funding');
  const [change, { isLoading }] = useChangeFundingStatusMutation();
  const next = FUNDING_STATUSES.filter((s) => s !== application.status);
  const [status, setStatus] = useState<FundingStatus>(next[0]);
  const [note, setNote] = useState('');
  const base = `funding-${application.id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change({ id: application.id, status, ...(note.trim() ? { note: note.trim() } : {}) })
      .unwrap()
      .then(() => {
        setNote('');
        toast.success(
          t('{{reference}} is now {{status}}; the applicant has been e-mailed.', {
            reference: application.reference,
            status: fundingStatusLabel(status).toLowerCase(),
          }),
        );
      })
      // The failure's toast comes from the endpoint's declared text (funding-api.ts).
      .catch(() => undefined);
  }

  return (
    <form
      onSubmit={submit}
      className="d-grid gap-1"
      aria-label={t('Change the status of {{reference}}', { reference: application.reference })}
    >
      <label className="form-label small mb-0" htmlFor={`${base}-status`}>
        {t('New status')}
      </label>
      <select
        id={`${base}-status`}
        className="form-select form-select-sm"
        value={status}
        onChange={(event) => setStatus(event.target.value as FundingStatus)}
      >
        {next.map((s) => (
          <option key={s} value={s}>
            {fundingStatusLabel(s)}
          </option>
        ))}
      </select>
      <label className="form-label small mb-0" htmlFor={`${base}-note`}>
        {t('Note to the applicant (optional)')}
      </label>
      <textarea
        id={`${base}-note`}
        className="form-control form-control-sm"
        rows={2}
        maxLength={FUNDING_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-primary" disabled={isLoading}>
        {isLoading ? t('Saving...') : t('Update status')}
      </button>
    </form>
  );
}

export function AdminFunding() {
  const { t } = useT('funding');
  const tabs = TABS.map((each) => ({ key: each.key, label: t(each.label) }));
  const { status, page, setPage, tab, chooseStatus } = useStatusFilter<FundingStatus | ''>(tabs, '');
  const { data, isLoading, isFetching, error, refetch } = useGetAdminFundingApplicationsQuery({
    status,
    page,
  });
  const total = data ? FUNDING_STATUSES.reduce((sum, s) => sum + data.counts[s], 0) : 0;

  return (
    <div>
      <StatusFilter
        tabs={tabs}
        current={status}
        label={t('Application status')}
        counts={data ? { ...data.counts, '': total } : undefined}
        onChange={chooseStatus}
      />
      <ListState
        isLoading={isLoading || (isFetching && !data)}
        error={error ? getErrorMessage(error, msg('Error loading data')) : null}
        isEmpty={!data || data.items.length === 0}
        emptyText={
          status
            ? t('No {{status}} applications.', { status: tab.label.toLowerCase() })
            : t('No funding applications yet.')
        }
        onRetry={() => void refetch()}
      >
        {/* On a phone the six columns scroll inside this region, never the page (issue 31): a named region in the
            Tab order, so a keyboard scrolls it with the arrow keys and a screen reader hears what it holds. */}
        <AdminTable
          caption={t('{{status}} funding applications', { status: tab.label })}
          headings={[
            t('Application'),
            t('Applicant'),
            t('Amount and programme'),
            t('Purpose'),
            t('Documents'),
            t('Status'),
          ]}
          busy={isFetching}
          scroll
          alignTop
        >
          {data?.items.map((application) => (
            <tr key={application.id}>
              <th scope="row" className="fw-normal">
                <div className="fw-semibold">{application.reference}</div>
                <div className="small">{formatNigeriaDateTime(application.created_at)}</div>
              </th>
              <td className="text-break">
                <div>{application.applicant.name}</div>
                <div className="small">{application.applicant.email}</div>
                <div className="small">{application.applicant.phone_number ?? ''}</div>
              </td>
              <td>
                <div>{formatNaira(application.amount)}</div>
                <div className="small">{fundingProgrammeLabel(application.programme)}</div>
              </td>
              <td className="text-break small">{application.purpose}</td>
              <td className="small">
                <FundingDocuments documents={application.documents} />
              </td>
              <td>
                <div className="mb-2">
                  <FundingStatusBadge status={application.status} />
                </div>
                <StatusChange key={application.status} application={application} />
              </td>
            </tr>
          ))}
        </AdminTable>
        {data && data.pages > 1 ? (
          <Pagination
            page={page}
            pageCount={data.pages}
            onChange={setPage}
            label={t('Funding application pages')}
          />
        ) : null}
      </ListState>
    </div>
  );
}
