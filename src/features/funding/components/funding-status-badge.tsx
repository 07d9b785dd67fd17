// A funding application's status as a coloured badge (Bootstrap's text-bg-* pairs keep the contrast).
import type { FundingStatus } from '@contract/funding';
import { useT } from '@/i18n/use-t';
import { fundingStatusLabel } from '../labels';

const TONE: Record<FundingStatus, string> = {
  received: 'text-bg-secondary',
  under_review: 'text-bg-warning',
  approved: 'text-bg-success',
  declined: 'text-bg-danger',
};

export function FundingStatusBadge({ status }: { status: FundingStatus }) {
  useT('funding'); // re-renders in a new language
  return <span className={`badge ${TONE[status]}`}>{fundingStatusLabel(status)}</span>;
}
