// The ordered list of migrations. Static imports (not a folder scan) so tsx and bundlers see every file.
// Each takes a Kysely<unknown>: a migration sees the schema of its own day, not today's Database interface.
import type { Migration } from 'kysely';
import * as core from './2026-11-22T0700-core';
import * as auth from './2026-11-22T0800-auth';
import * as people from './2026-11-22T0820-people';
import * as pages from './2026-11-22T0830-pages';
import * as vitals from './2026-11-22T0910-vitals';
import * as listPaging from './2026-11-23T0900-list-paging';
import * as mailOutbox from './2026-11-24T0900-mail-outbox';
import * as enquiries from './2026-11-24T1000-enquiries';
import * as fundingApplications from './2026-11-24T1100-funding-applications';
import * as residenceLga from './2026-11-24T1200-residence-lga';
import * as removedContent from './2026-11-25T0100-removed-content';
import * as reports from './2026-11-25T0200-reports';
import * as insightRollups from './2026-11-25T0300-insight-rollups';
import * as authorCards from './2026-11-26T0100-author-cards';
import * as accountLanguage from './2026-11-26T0200-account-language';
import * as pageTranslations from './2026-11-27T0100-page-translations';
import * as deviceTokens from './2026-11-27T1800-device-tokens';
import * as trainingRegistrations from './2026-11-28T0100-training-registrations';
import * as portalIdentity from './2026-11-28T0200-portal-identity';
import * as profileLinks from './2026-11-28T0400-profile-links';
import * as mailAttachments from './2026-11-28T0600-mail-attachments';
import * as certificates from './2026-11-28T0700-certificates';
import * as callsProposals from './2026-11-28T0800-calls-proposals';
import * as notifications from './2026-11-28T0900-notifications';
import * as mailHeaders from './2026-11-28T1100-mail-headers';
import * as smsOutbox from './2026-11-28T1200-sms-outbox';
import * as search from './2026-11-28T1300-search';
import * as callModeration from './2026-11-28T1400-call-moderation';
import * as proposalPlaces from './2026-11-28T1500-proposal-places';
import * as searchWords from './2026-11-28T1600-search-words';

export const migrations: Record<string, Migration> = {
  '2026-11-22T0700-core': core,
  '2026-11-22T0800-auth': auth,
  '2026-11-22T0820-people': people,
  '2026-11-22T0830-pages': pages,
  '2026-11-22T0910-vitals': vitals,
  '2026-11-23T0900-list-paging': listPaging,
  '2026-11-24T0900-mail-outbox': mailOutbox,
  '2026-11-24T1000-enquiries': enquiries,
  '2026-11-24T1100-funding-applications': fundingApplications,
  '2026-11-24T1200-residence-lga': residenceLga,
  '2026-11-25T0100-removed-content': removedContent,
  '2026-11-25T0200-reports': reports,
  '2026-11-25T0300-insight-rollups': insightRollups,
  '2026-11-26T0100-author-cards': authorCards,
  '2026-11-26T0200-account-language': accountLanguage,
  '2026-11-27T0100-page-translations': pageTranslations,
  '2026-11-27T1800-device-tokens': deviceTokens,
  '2026-11-28T0100-training-registrations': trainingRegistrations,
  '2026-11-28T0200-portal-identity': portalIdentity,
  '2026-11-28T0400-profile-links': profileLinks,
  '2026-11-28T0600-mail-attachments': mailAttachments,
  '2026-11-28T0700-certificates': certificates,
  '2026-11-28T0800-calls-proposals': callsProposals,
  '2026-11-28T0900-notifications': notifications,
  '2026-11-28T1100-mail-headers': mailHeaders,
  '2026-11-28T1200-sms-outbox': smsOutbox,
  '2026-11-28T1300-search': search,
  '2026-11-28T1400-call-moderation': callModeration,
  '2026-11-28T1500-proposal-places': proposalPlaces,
  '2026-11-28T1600-search-words': searchWords,
};
