// A funding application's status as a coloured badge (Bootstrap's text-bg-* pairs keep the contrast).
import { FUNDING_STATUS_LABELS, type FundingStatus } from '@contract/funding';

const TONE: Record<FundingStatus, string> = {
  received: 'text-bg-secondary',
  under_review: 'text-bg-warning',
  approved: 'text-bg-success',
  declined: 'text-bg-danger',
};

export function FundingStatusBadge({ status }: { status: FundingStatus }) {
  return <span className={`badge ${TONE[status]}`}>{FUNDING_STATUS_LABELS[status]}</span>;
}
