// A proposal's status as the spec writes it (PENDING, APPROVED, REJECTED), coloured.
import { useT } from '@/i18n/use-t';
import type { ProposalStatus } from '@contract/calls';
import { PROPOSAL_STATUS_TEXT } from '../data/sample-proposals';

const badge = {
  PENDING: 'text-bg-warning',
  APPROVED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
} as const;

export function StatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useT('proposals');
  return <span className={`badge ${badge[status]}`}>{t(PROPOSAL_STATUS_TEXT[status])}</span>;
}
