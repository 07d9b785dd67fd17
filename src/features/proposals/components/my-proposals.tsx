// My proposals (issue 32): each with its call, date, host and status badge, the partner's message once decided, and
// Withdraw while the call is open (a withdrawn proposal is deleted with its documents).
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { formatNigeriaDate } from '@/lib/date-time';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useGetMyProposalsQuery, useWithdrawProposalMutation, type Proposal } from '../api/calls-api';
import { ProposalDocuments } from './proposal-documents';
import { StatusBadge } from './status-badge';
import { OwnCards } from './own-cards';

const SubmitProposalModal = lazyWithStyles(() =>
  import('./submit-proposal-modal').then((m) => ({ default: m.SubmitProposalModal })),
);

/** Whether a call still takes changes (read when the list renders; the server decides on the click). */
const isOpen = (closesAt: string) => new Date(closesAt) > new Date();

export function MyProposals() {
  const { t } = useT('proposals');
  const query = useGetMyProposalsQuery();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawProposalMutation();
  const [editing, setEditing] = useState<Proposal | null>(null);
  async function onWithdraw(id: number, title: string) {
    if (
      !window.confirm(t('Withdraw your proposal "{{title}}"? It is deleted with its documents.', { title }))
    )
      return;
    const result = await withdraw(id);
    if (!('error' in result)) toast.success(t('Your proposal has been withdrawn.'));
  }
  return (
    <OwnCards
      query={query}
      label={t('My proposals')}
      errorText={t('Your proposals could not be loaded.')}
      emptyText={t('You have not sent any proposals yet.')}
      body={(proposal) => (
        <>
          <p className="small text-muted mb-2">
            <Link to={paths.proposalDetail(proposal.call.id)}>{proposal.call.title}</Link> · {proposal.host} ·{' '}
            {formatNigeriaDate(proposal.date)}
          </p>
          <p className="mb-2">
            <StatusBadge status={proposal.status} />
          </p>
          {proposal.message ? (
            <p className="mb-2">
              {t('Message from {{host}}:', { host: proposal.host })} {proposal.message}
            </p>
          ) : null}
          <ProposalDocuments
            documents={proposal.documents}
            className="list-inline mb-2"
            buttonClassName="btn btn-sm btn-link px-0"
          />
          {isOpen(proposal.call.closes_at) && proposal.status === 'PENDING' ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary me-2"
              onClick={() => setEditing(proposal)}
            >
              {t('Edit')}
            </button>
          ) : null}
          {isOpen(proposal.call.closes_at) ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={withdrawing}
              onClick={() => void onWithdraw(proposal.id, proposal.title)}
            >
              {t('Withdraw')}
            </button>
          ) : null}
        </>
      )}
    >
      {editing ? (
        <Suspense fallback={null}>
          <SubmitProposalModal
            call={{
              id: editing.call.id,
              title: editing.call.title,
              documents_required: editing.documents.map((doc) => doc.name),
            }}
            proposal={editing}
            show
            onHide={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </OwnCards>
  );
}
