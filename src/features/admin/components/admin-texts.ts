// The texts of @contract that the admin screens show themselves (the report reasons, the item names, the insight
// periods and support types, the dismissal toast), marked for the `admin` catalogue: t() and translate() find each by
// its English words. A test keeps them equal to the contract's (../__tests__/admin-texts.test.ts).
import { msg } from '@/i18n/runtime';

export const CONTRACT_TEXTS = [
  // REPORT_REASON_LABELS
  msg('Spam'),
  msg('Scam or fraud'),
  msg('Offensive'),
  msg('Impersonation'),
  msg('Intellectual property'),
  msg('Other'),
  // ITEM_TYPE_LABELS
  msg('post'),
  msg('product'),
  msg('tool'),
  msg('opportunity'),
  msg('training'),
  msg('call for proposals'),
  msg('profile'),
  msg('business profile'),
  msg('partner profile'),
  // INSIGHT_PERIOD_LABELS
  msg('Last 30 days'),
  msg('Last 12 months'),
  msg('All time'),
  // SUPPORT_TYPES' labels
  msg('Training'),
  msg('Funding'),
  msg('Tools'),
  msg('Market access'),
  // MODERATION_MESSAGES.dismissed
  msg('The reports have been dismissed.'),
];

/** The account kinds and states as the directory's badges and cards name them (AdminKind, AccountState). */
export const ACCOUNT_TEXTS = [
  msg('creative'),
  msg('business'),
  msg('partner'),
  msg('blocked'),
  msg('active'),
  msg('private'),
  msg('public'),
  msg('inactive'),
];
