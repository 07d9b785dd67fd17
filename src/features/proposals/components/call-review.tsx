// A partner's review of one call's proposals (issue 32; lazy, on /proposalpage?review={id}): the proposals paged and
// filtered by status, each with its applicant ("Applicant account deleted" once gone), cover letter and private
// documents, the partner's private note, and the decision with its message (changed later only by an admin); the
// CSV of the call's proposals.
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useAppSelector } from '@/app/hooks';
import { ValueSelect } from '@/components/form/value-select';
import { PagedState } from '@/components/ui/paged-list';
import { useT } from '@/i18n/use-t';
import { apiBaseUrl, authorizationHeader, getErrorMessage } from '@/lib/api-session';
import { formatNigeriaDate } from '@/lib/date-time';
import { saveBlob } from '@/lib/save-file';
import { PROPOSAL_DECISIONS, PROPOSAL_STATUSES, type ProposalStatus } from '@contract/calls';
import {
  useDecideProposalMutation,
  useGetCallProposalsQuery,
  useGetCallQuery,
  useNoteProposalMutation,
  type Proposal,
} from '../api/calls-api';
import { PROPOSAL_STATUS_TEXT } from '../data/sample-proposals';
import { ProposalDocuments } from './proposal-documents';
import { StatusBadge } from './status-badge';

/** Statuses as choices, in the words the status badge uses. */
const statusOptions = <S extends ProposalStatus>(values: readonly S[], t: (text: string) => string) =>
  values.map((value) => ({ value, label: t(PROPOSAL_STATUS_TEXT[value]) }));

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
        <ProposalDocuments
          documents={proposal.documents}
          className="list-inline"
          buttonClassName="btn btn-sm btn-outline-primary"
        />
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
              <ValueSelect
                id={`${id}-decision`}
                className="col-sm-4"
                label={t('Decision')}
                value={decision}
                onChange={setDecision}
                empty={t('Choose')}
                options={statusOptions(PROPOSAL_DECISIONS, t)}
              />
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
  const result = useGetCallProposalsQuery({ callId, page, status });

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
        <ValueSelect
          id="review-status"
          label={t('Status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          empty={t('All')}
          options={statusOptions(PROPOSAL_STATUSES, t)}
        />
        <button type="button" className="btn btn-outline-primary" onClick={() => void downloadCsv()}>
          {t('Download CSV')}
        </button>
      </div>
      <PagedState
        result={result}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('Proposals pages')}
        emptyText={t('No proposals yet.')}
        errorText={t('The proposals could not be loaded.')}
      >
        {(items) => (
          <ul className="list-unstyled" aria-label={t('Proposals')}>
            {items.map((proposal) => (
              <ProposalReview key={`${proposal.id}-${proposal.status}`} proposal={proposal} admin={admin} />
            ))}
          </ul>
        )}
      </PagedState>
    </section>
  );
}
