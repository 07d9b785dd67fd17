// contract/funding.ts's status and programme labels, marked for the funding catalogue (the same English; a unit test
// keeps them equal) and shown in the visitor's language through these helpers.
import type { FundingProgramme, FundingStatus } from '@contract/funding';
import { msg, t } from '@/i18n/runtime';

export const FUNDING_STATUS_TEXT = {
  received: msg('Received'),
  under_review: msg('Under review'),
  approved: msg('Approved'),
  declined: msg('Declined'),
} satisfies Record<FundingStatus, string>;

export const FUNDING_PROGRAMME_TEXT = {
  grant: msg('Creative economy grant'),
  loan: msg('Low-interest loan'),
  equity: msg('Equity investment'),
  sponsorship: msg('Project sponsorship'),
} satisfies Record<FundingProgramme, string>;

/** A status as people read it, in the current language. */
export const fundingStatusLabel = (status: FundingStatus): string => t(FUNDING_STATUS_TEXT[status]);

/** A programme as people read it, in the current language. */
export const fundingProgrammeLabel = (programme: FundingProgramme): string =>
  t(FUNDING_PROGRAMME_TEXT[programme]);
