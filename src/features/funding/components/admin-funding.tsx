// The admin's funding applications (/admin/funding, issue 13): every application newest first, narrowed by status,
// with the applicant's details, the amount, programme, purpose and documents, and a status change with a note.
// The applicant is mailed by the server at each change.
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import {
  formatNaira,
  FUNDING_NOTE_MAX,
  FUNDING_PROGRAMME_LABELS,
  FUNDING_STATUS_LABELS,
  FUNDING_STATUSES,
  type FundingApplication,
  type FundingStatus,
} from '@contract/funding';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { StatusFilter } from '@/components/ui/status-filter';
import { useStatusFilter } from '@/hooks/use-status-filter';
import { getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDateTime } from '@/lib/date-time';
import { useChangeFundingStatusMutation, useGetAdminFundingApplicationsQuery } from '../api/funding-api';
import { FundingDocuments } from './funding-documents';
import { FundingStatusBadge } from './funding-status-badge';

const TABS: { key: FundingStatus | ''; label: string }[] = [
  { key: '', label: 'All' },
  ...FUNDING_STATUSES.map((key) => ({ key, label: FUNDING_STATUS_LABELS[key] })),
];

function StatusChange({ application }: { application: FundingApplication }) {
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
        toast.success(`${application.reference} is now ${FUNDING_STATUS_LABELS[status].toLowerCase()}; the applicant has been e-mailed.`);
      })
      // The failure's toast comes from the endpoint's declared text (funding-api.ts).
      .catch(() => undefined);
  }

  return (
    <form onSubmit={submit} className="d-grid gap-1" aria-label={`Change the status of ${application.reference}`}>
      <label className="form-label small mb-0" htmlFor={`${base}-status`}>
        New status
      </label>
      <select
        id={`${base}-status`}
        className="form-select form-select-sm"
        value={status}
        onChange={(event) => setStatus(event.target.value as FundingStatus)}
      >
        {next.map((s) => (
          <option key={s} value={s}>
            {FUNDING_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <label className="form-label small mb-0" htmlFor={`${base}-note`}>
        Note to the applicant (optional)
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
        {isLoading ? 'Saving...' : 'Update status'}
      </button>
    </form>
  );
}

export function AdminFunding() {
  const { status, page, setPage, tab, chooseStatus } = useStatusFilter<FundingStatus | ''>(TABS, '');
  const { data, isLoading, isFetching, error, refetch } = useGetAdminFundingApplicationsQuery({ status, page });
  const total = data ? FUNDING_STATUSES.reduce((sum, s) => sum + data.counts[s], 0) : 0;

  return (
    <div>
      <StatusFilter
        tabs={TABS}
        current={status}
        label="Application status"
        counts={data ? { ...data.counts, '': total } : undefined}
        onChange={chooseStatus}
      />
      <ListState
        isLoading={isLoading || (isFetching && !data)}
        error={error ? getErrorMessage(error, 'Error loading data') : null}
        isEmpty={!data || data.items.length === 0}
        emptyText={status ? `No ${tab.label.toLowerCase()} applications.` : 'No funding applications yet.'}
        onRetry={() => void refetch()}
      >
        <div className="table-responsive admin-table">
          <table className="table align-top" aria-busy={isFetching}>
            <caption className="visually-hidden">{tab.label} funding applications</caption>
            <thead>
              <tr>
                <th scope="col">Application</th>
                <th scope="col">Applicant</th>
                <th scope="col">Amount and programme</th>
                <th scope="col">Purpose</th>
                <th scope="col">Documents</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
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
                    <div className="small">{FUNDING_PROGRAMME_LABELS[application.programme]}</div>
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
            </tbody>
          </table>
        </div>
        {data && data.pages > 1 ? (
          <Pagination page={page} pageCount={data.pages} onChange={setPage} label="Funding application pages" />
        ) : null}
      </ListState>
    </div>
  );
}
