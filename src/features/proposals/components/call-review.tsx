// A partner's review of one call's proposals (issue 32; lazy, on /proposalpage?review={id}): the proposals paged and
// filtered by status, each with its applicant ("Applicant account deleted" once gone), cover letter and private
// documents, the partner's private note, and the decision with its message (changed later only by an admin); the
// CSV of the call's proposals.
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { ListState } from '@/components/ui/list-state';
import { Pagination } from '@/components/ui/pagination';
import { useT } from '@/i18n/use-t';
import { apiBaseUrl, authorizationHeader, getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDate } from '@/lib/date-time';
import { saveBlob } from '@/lib/save-file';
import { PROPOSAL_DECISIONS, PROPOSAL_STATUSES, type ProposalStatus } from '@contract/calls';
import {
  downloadProposalDocument,
  useDecideProposalMutation,
  useGetCallProposalsQuery,
  useGetCallQuery,
  useNoteProposalMutation,
  type Proposal,
} from '../api/calls-api';
import { PROPOSAL_STATUS_TEXT } from '../data/sample-proposals';
import { StatusBadge } from './status-badge';

function ProposalReview({ proposal, admin }: { proposal: Proposal; admin: boolean }) {
  const { t } = useT('proposals');
  const [note, setNote] = useState(proposal.note ?? '');
  const [decision, setDecision] = useState<'APPROVED' | 'REJECTED' | ''>('');
  const [message, setMessage] = useState('');
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const [saveNote, { isLoading: savingNote }] = useNoteProposalMutation();
  const [decide, { isLoading: deciding }] = useDecideProposalMutation();
  const id = `proposal-${proposal.id}`;
  const canDecide = proposal.status === 'PENDING' || admin;

  async function onDecide(event: FormEvent) {
    event.preventDefault();
    setDecisionError(null);
    if (!decision || !message.trim()) {
      setDecisionError(t('Choose a decision and write a message to the applicant.'));
      return;
    }
    try {
      await decide({ id: proposal.id, body: { status: decision, message } }).unwrap();
      toast.success(t('Decision saved.'));
      setMessage('');
      setDecision('');
    } catch (error) {
      setDecisionError(getErrorMessage(error, t('Something went wrong')));
    }
  }

  async function onSaveNote() {
    const result = await saveNote({ id: proposal.id, note });
    if (!('error' in result)) toast.success(t('Note saved.'));
  }

  return (
    <li className="card mb-3">
      <div className="card-body">
        <h3 className="h6 mb-1">{proposal.title}</h3>
        <p className="small text-muted mb-2">
          {proposal.applicant
            ? `${proposal.applicant.name} · ${proposal.applicant.email}${proposal.applicant.phone ? ` · ${proposal.applicant.phone}` : ''}`
            : t('Applicant account deleted')}{' '}
          · {formatNigeriaDate(proposal.date)}
        </p>
        <p className="mb-2">
          <StatusBadge status={proposal.status} />
        </p>
        {proposal.message ? (
          <p className="small">
            {t('Your message:')} {proposal.message}
          </p>
        ) : null}
        <p className="detail__description">{proposal.coverLetter}</p>
        {proposal.documents.length > 0 ? (
          <ul className="list-inline">
            {proposal.documents.map((doc) => (
              <li className="list-inline-item" key={doc.id}>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() =>
                    void downloadProposalDocument(doc).catch((error: Error) => toast.error(error.message))
                  }
                >
                  {t('Download {{name}}', { name: doc.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-note`}>
            {t('Private note (only you and the ministry see it)')}
          </label>
          <textarea
            id={`${id}-note`}
            className="form-control mb-2"
            rows={2}
            value={note}
            maxLength={5000}
            onChange={(event) => setNote(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={savingNote}
            onClick={() => void onSaveNote()}
          >
            {t('Save note')}
          </button>
        </div>
        {canDecide ? (
          <form onSubmit={(event) => void onDecide(event)} noValidate aria-label={t('Decision')}>
            <div className="row g-2">
              <div className="col-sm-4">
                <label className="form-label" htmlFor={`${id}-decision`}>
                  {t('Decision')}
                </label>
                <select
                  id={`${id}-decision`}
                  className="form-select"
                  value={decision}
                  onChange={(event) => setDecision(event.target.value as 'APPROVED' | 'REJECTED' | '')}
                >
                  <option value="">{t('Choose')}</option>
                  {PROPOSAL_DECISIONS.map((value) => (
                    <option key={value} value={value}>
                      {t(PROPOSAL_STATUS_TEXT[value])}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-sm-8">
                <label className="form-label" htmlFor={`${id}-message`}>
                  {t('Message to the applicant')}
                </label>
                <textarea
                  id={`${id}-message`}
                  className="form-control"
                  rows={2}
                  value={message}
                  maxLength={2000}
                  aria-describedby={decisionError ? `${id}-decision-error` : undefined}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </div>
            </div>
            {decisionError ? (
              <p className="text-danger small mt-2 mb-0" role="alert" id={`${id}-decision-error`}>
                {decisionError}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={deciding}>
              {t('Save decision')}
            </button>
          </form>
        ) : (
          <p className="small text-muted mb-0">{t('Only an admin can change a decision.')}</p>
        )}
      </div>
    </li>
  );
}

export function CallReview({ callId, onBack }: { callId: number; onBack: () => void }) {
  const { t } = useT('proposals');
  const admin = useAppSelector((state) => state.auth.userType === 'admin');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ProposalStatus | ''>('');
  const { data: call } = useGetCallQuery(String(callId));
  const { data, isFetching, isError, refetch } = useGetCallProposalsQuery({ callId, page, status });
  const items = data?.items ?? [];

  async function downloadCsv() {
    const token = authorizationHeader();
    const response = await fetch(`${apiBaseUrl()}/prop/call/${callId}/proposals.csv`, {
      headers: token ? { Authorization: token } : {},
    });
    if (!response.ok) {
      toast.error(t('The CSV could not be downloaded.'));
      return;
    }
    saveBlob(await response.blob(), `call-${callId}-proposals.csv`);
  }

  return (
    <section aria-labelledby="call-review-heading">
      <button type="button" className="btn btn-link px-0 mb-2" onClick={onBack}>
        {t('Back to my calls')}
      </button>
      <h2 id="call-review-heading" className="h4">
        {t('Proposals for {{title}}', { title: call?.title ?? '' })}
      </h2>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <div>
          <label className="form-label" htmlFor="review-status">
            {t('Status')}
          </label>
          <select
            id="review-status"
            className="form-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ProposalStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('All')}</option>
            {PROPOSAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(PROPOSAL_STATUS_TEXT[value])}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={() => void downloadCsv()}>
          {t('Download CSV')}
        </button>
      </div>
      <ListState
        isLoading={isFetching && !data}
        error={isError ? t('The proposals could not be loaded.') : null}
        onRetry={() => void refetch()}
        isEmpty={items.length === 0}
        emptyText={t('No proposals yet.')}
      >
        <ul className="list-unstyled" aria-label={t('Proposals')}>
          {items.map((proposal) => (
            <ProposalReview key={`${proposal.id}-${proposal.status}`} proposal={proposal} admin={admin} />
          ))}
        </ul>
        <Pagination
          page={data?.meta.page ?? page}
          pageCount={data?.meta.pages ?? 1}
          onChange={setPage}
          label={t('Proposals pages')}
        />
      </ListState>
    </section>
  );
}
