// Table interfaces for Kysely: what each row holds. Repositories let Kysely infer their rows from these; the one
// row alias kept (Account) is the row the account flows pass around whole.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { UploadVariant } from '../lib/image-store';
import type { MailAttachment } from '../lib/mail-message';
import type { AccountKind } from '../../contract/accounts';
import type { OwnedBusiness } from '../../contract/businesses';
import type { Language } from '../../contract/languages';
import type { FundingDocumentMime, FundingProgramme, FundingStatus } from '../../contract/funding';
import type { ContentItemType, ReportItemType, ReportReason } from '../../contract/moderation';
import type {
  EmailFrequency,
  MatchedItemKind,
  MatchReason,
  NotificationKind,
} from '../../contract/notifications';

export type { AccountKind };

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** int8 is parsed to a JS number (database.ts): whole naira amounts sit well inside the safe range. */
type BigIntColumn = ColumnType<number, number | string | bigint, number | string | bigint>;

export interface SectorTable {
  id: Generated<number>;
  name: string;
}
export interface CategoryTable {
  id: Generated<number>;
  sector_id: number;
  name: string;
}
export interface StateTable {
  id: Generated<number>;
  name: string;
}
export interface LgaTable {
  id: Generated<number>;
  state_id: number;
  name: string;
}
export interface SupportTypeTable {
  key: string;
  label: string;
  question: string;
  position: number;
}

/** An author's display fields, copied from their profile by triggers (migration 2026-11-26T0100-author-cards), under
 * the content list's column names; {} for an account without a profile. Read only: the triggers write it. */
export interface AuthorCard {
  author_first_name?: string | null;
  author_last_name?: string | null;
  author_photo?: string | null;
  author_expertise?: string | null;
  author_category?: string | null;
  author_availability_status?: string | null;
  author_availability_remote?: boolean | null;
  author_registered_name?: string | null;
  author_trade_name?: string | null;
  author_business_logo?: string | null;
  author_area?: string | null;
  author_sector?: string | null;
  author_partner_name?: string | null;
  author_industry?: string | null;
  author_partner_logo?: string | null;
}

export interface AccountTable {
  id: Generated<number>;
  kind: AccountKind;
  email: string;
  password_hash: string | null;
  email_verified_at: NullableTimestamp;
  is_activated: Generated<boolean>;
  is_blacklisted: Generated<boolean>;
  approved: Generated<boolean>;
  status: Generated<'public' | 'private'>;
  /** +234XXXXXXXXXX, or null (migration 2026-11-24T1000-enquiries). */
  whatsapp_number: string | null;
  /** The seller chose to show whatsapp_number on their products. */
  show_whatsapp: Generated<boolean>;
  /** The language of its e-mails (migration 2026-11-26T0200-account-language). */
  language: Generated<Language>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  author_card: ColumnType<AuthorCard, never, never>;
  // 2026-11-28T0900-notifications: the member's SMS number (+234...), confirmed by code, and reset codes by SMS.
  sms_phone: string | null;
  sms_phone_verified_at: NullableTimestamp;
  reset_by_sms: Generated<boolean>;
}

interface SupportNeeds {
  need_training: Generated<boolean>;
  need_funding: Generated<boolean>;
  need_tools: Generated<boolean>;
  need_market_access: Generated<boolean>;
  detail_training: string | null;
  detail_funding: string | null;
  detail_tools: string | null;
  detail_market_access: string | null;
}

export interface CreativeProfileTable extends SupportNeeds {
  account_id: number;
  first_name: string;
  last_name: string;
  bio: string | null;
  gender: string | null;
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  phone_number: string | null;
  employment_status: string | null;
  level_of_education: string | null;
  expertise: string | null;
  category: string | null;
  skill_level: string | null;
  origin_state: string | null;
  lga_origin: string | null;
  residence_state: string | null;
  lga_residence: string | null;
  photo: string | null;
  cover_photo: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  /** extension (issue 31): the portfolio's links, migration 2026-11-28T0400-profile-links. */
  website: string | null;
  linkedin: string | null;
  availability_status: string | null;
  availability_remote: boolean | null;
  verification_method: string | null;
  identity_hash: string | null;
  identity_last4: string | null;
}

export interface BusinessProfileTable extends SupportNeeds {
  account_id: number;
  registered_name: string | null;
  trade_name: string;
  sector: string | null;
  area: string | null;
  phone_number: string | null;
  lga: string | null;
  state: string | null;
  address: string | null;
  website: string | null;
  bio: string | null;
  logo: string | null;
  cover_photo: string | null;
  twitter: string | null;
  facebook: string | null;
  instagram: string | null;
  /** extension (issue 31), migration 2026-11-28T0400-profile-links. */
  linkedin: string | null;
  verification_type: string | null;
  identity_hash: string | null;
  identity_last4: string | null;
}

export interface PartnerProfileTable {
  account_id: number;
  name: string;
  website: string | null;
  industry: string | null;
  user_name: string | null;
  user_email: string | null;
  user_phone_number: string | null;
  partner_type: string | null;
  goals: string | null;
  outcome: string | null;
  bio: string | null;
  logo: string | null;
  cover_photo: string | null;
}

export interface AdminProfileTable {
  account_id: number;
  name: string;
}

export interface SessionTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface OneTimeCodeTable {
  id: Generated<number>;
  account_id: number | null;
  kind: string;
  email: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface SkillTable {
  id: Generated<number>;
  name: string;
}
export interface AccountSkillTable {
  id: Generated<number>;
  account_id: number;
  skill_id: number;
  created_at: CreatedAt;
}

interface ContentColumns {
  id: Generated<number>;
  author_id: number;
  images: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface PostTable extends ContentColumns {
  title: string;
  description: string;
  link: string | null;
  likes: Generated<number>;
}

export interface ProductTable extends ContentColumns {
  title: string;
  description: string;
  link: string | null;
  category: string;
  price: BigIntColumn;
  quantity: Generated<number>;
  type: string | null;
}

export interface ToolTable extends ContentColumns {
  name: string;
  description: string;
  link: string;
  sector: string;
  offer: string;
  type: string | null;
  category: string | null;
  price: string | null;
}

export interface OpportunityTable extends ContentColumns {
  title: string;
  description: string;
  link: string;
  deadline: Timestamp;
  starts_at: Timestamp;
  address: string | null;
  timing: string;
  location: string | null;
  level: string | null;
  // 2026-11-28T0900-notifications: one of the 37 states, or null for anywhere.
  state: string | null;
}

export interface EventTable extends ContentColumns {
  title: string;
  description: string;
  link: string;
  location: string;
  starts_at: Timestamp;
  address: string | null;
  // 2026-11-28T0100-training-registrations
  capacity: number | null;
  registration_deadline: NullableTimestamp;
  state: string | null;
  join_link: string | null;
}

export type EventRegistrationStatus = 'registered' | 'waitlisted';

export interface EventRegistrationTable {
  id: Generated<number>;
  event_id: number;
  account_id: number;
  status: EventRegistrationStatus;
  code: string;
  created_at: CreatedAt;
  promoted_at: NullableTimestamp;
  attended_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
}

export type CertificateKind = 'training' | 'registration';

// 2026-11-28T0700-certificates: a snapshot of what is certified, found by its public code.
export interface CertificateTable {
  id: Generated<number>;
  code: string;
  kind: CertificateKind;
  event_id: number | null;
  account_id: number | null;
  partner_id: number | null;
  holder_name: string | null;
  title: string;
  partner_name: string | null;
  training_date: NullableTimestamp;
  state: string | null;
  issued_at: CreatedAt;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  revoked_by: number | null;
}

export type { UploadVariant };

export interface UploadTable {
  id: Generated<number>;
  name: string;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  variants: Json<UploadVariant[]>;
  owner_id: number | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  target_kind: string | null;
  target_id: number | null;
  detail: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export type Account = Selectable<AccountTable>;

// ---- pages, interest registrations, consents (migration 2026-11-22T0830-pages)
/** A static page's body: headed sections of plain-text paragraphs and list items, rendered as text, never HTML. */
export interface PageBodySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}
export interface PageBody {
  summary?: string;
  sections: PageBodySection[];
}
export interface PageContent {
  title: string;
  body: PageBody;
}

export interface PageTable {
  slug: string;
  title: string;
  body: Json<PageBody>;
  updated_at: CreatedAt;
  updated_by: number | null;
}

/** A page's version in one language other than English (2026-11-27T0100-page-translations). */
export interface PageTranslationTable {
  slug: string;
  language: 'pcm' | 'ha' | 'yo' | 'ig';
  title: string;
  body: Json<PageBody>;
  updated_at: CreatedAt;
  updated_by: number | null;
}

/** The admin's stored portal identity, one row (2026-11-28T0200-portal-identity): only the fields stored. */
export interface PortalIdentityTable {
  id: number;
  fields: Json<Record<string, string>>;
  updated_at: CreatedAt;
  updated_by: number | null;
}

export interface PageRevisionTable {
  id: Generated<number>;
  slug: string;
  /** The version the revision changed: 'en' (the main version) or a translation's language. */
  language: Generated<'en' | 'pcm' | 'ha' | 'yo' | 'ig'>;
  previous: Json<PageContent | null>;
  next: Json<PageContent>;
  editor_id: number | null;
  created_at: CreatedAt;
}

export interface InterestRegistrationTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  interest: string;
  message: string | null;
  submissions: Generated<number>;
  window_started_at: CreatedAt;
  window_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ConsentTable {
  id: Generated<number>;
  account_id: number;
  kind: string;
  version: string;
  accepted_at: CreatedAt;
}

/** Throttling events counted in the database (login failures per account, code sends per e-mail). */
export interface AuthEventTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  created_at: CreatedAt;
}

/** A browser known to an account: it signed in there (migration 2026-11-27T1800-device-tokens). */
export interface DeviceTokenTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: CreatedAt;
  last_used_at: CreatedAt;
}

/** Per-kind account counts kept by a trigger on accounts (migration 2026-11-22T0820-people). */
/** Proposals per applicant place and status, kept by a trigger (migration 2026-11-28T1500-proposal-places). */
export interface ProposalPlaceTable {
  state: string;
  sector: string;
  status: ProposalStatusColumn;
  proposals: number;
}

export interface DirectoryCountTable {
  kind: string;
  total: BigIntColumn;
  visible: BigIntColumn;
}

/** A business a creative or business account says it runs ("Add a Business"): the row the portal reads. */
export interface OwnedBusinessTable extends Omit<OwnedBusiness, 'id' | 'created_at'> {
  id: Generated<number>;
  created_at: CreatedAt;
}

/** Real-user Core Web Vitals (migration 2026-11-22T0910-vitals). */
export interface WebVitalTable {
  id: Generated<number>;
  name: string;
  value: number;
  rating: string | null;
  path: string;
  effective_type: string | null;
  created_at: CreatedAt;
}

/** A row's life in an outbox: 'void' rows are written only to cost what a real send costs, never sent. */
export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'void';
export type MailStatus = OutboxStatus;

/**
 * What every outbox table (mail_outbox, sms_outbox) holds besides its message: the worker's state, which the shared
 * claim, mark and prune queries (repositories/outbox.ts) read and write.
 */
export interface OutboxStateColumns {
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
}

/** The mail outbox (migration 2026-11-24T0900-mail-outbox): written with the change, sent by the worker. */
export interface MailOutboxTable extends OutboxStateColumns {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string | null;
  body_html: string | null;
  code: string | null;
  /** Reply-To (an enquiry's buyer), cleared with the bodies (migration 2026-11-24T1000-enquiries). */
  reply_to: string | null;
  /** Attachments (JSON: MailAttachment[]), cleared with the bodies (migration 2026-11-28T0600-mail-attachments). */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
  /** Extra headers (JSON: name -> value, e.g. List-Unsubscribe), cleared with the bodies (2026-11-28T1100-mail-headers). */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** Funding applications (migration 2026-11-24T1100-funding-applications, docs/funding.md). */
export interface FundingApplicationTable {
  id: Generated<number>;
  account_id: number;
  applicant_name: string;
  applicant_email: string;
  applicant_phone: string | null;
  applicant_kind: AccountKind;
  amount_ngn: BigIntColumn;
  purpose: string;
  programme: FundingProgramme;
  status: ColumnType<FundingStatus, FundingStatus | undefined, FundingStatus>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface FundingDocumentTable {
  id: Generated<number>;
  owner_id: number;
  application_id: number | null;
  file_name: string;
  original_name: string;
  mime: FundingDocumentMime;
  bytes: number;
  created_at: CreatedAt;
}

export interface FundingStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  status: FundingStatus;
  actor_id: number | null;
  note: string | null;
  created_at: CreatedAt;
}

/** A call for proposals (migration 2026-11-28T0800-calls-proposals, docs/proposals.md). */
export interface CallTable extends ContentColumns {
  title: string;
  description: string;
  host: string;
  opens_at: Timestamp;
  closes_at: Timestamp;
  amount_min: ColumnType<number | null, number | null | undefined, number | null>;
  amount_max: ColumnType<number | null, number | null | undefined, number | null>;
  eligible_kinds: string[];
  sectors: ColumnType<string[], string[] | undefined, string[]>;
  states: ColumnType<string[], string[] | undefined, string[]>;
  documents_required: ColumnType<string[], string[] | undefined, string[]>;
}

export type ProposalStatusColumn = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface ProposalTable {
  id: Generated<number>;
  call_id: number;
  account_id: number | null;
  title: string;
  cover_letter: string;
  status: ColumnType<ProposalStatusColumn, ProposalStatusColumn | undefined, ProposalStatusColumn>;
  message: string | null;
  decided_at: NullableTimestamp;
  decided_by: number | null;
  note: string | null;
  /** The applicant's reference state and sector when they applied ('' not given), set by a trigger (open data). */
  applicant_state: Generated<string>;
  applicant_sector: Generated<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ProposalDocumentTable {
  id: Generated<number>;
  proposal_id: number;
  name: string;
  original_name: string;
  mime: 'application/pdf' | 'image/png' | 'image/jpeg';
  file_name: string;
  bytes: number;
  created_at: CreatedAt;
}

/** Content an admin took down, kept for an appeal until purge_after (migration 2026-11-25T0100-removed-content). */
export interface RemovedContentTable {
  id: Generated<number>;
  item_type: ContentItemType;
  item_id: number;
  author_id: number;
  title: string;
  /** The row as it was taken down (dates as ISO strings). */
  snapshot: Json<Record<string, unknown>>;
  upload_names: ColumnType<string[], string[] | undefined, string[]>;
  reason: string;
  removed_by: number | null;
  removed_at: CreatedAt;
  purge_after: Timestamp;
}

/** Reports of content and profiles (migration 2026-11-25T0200-reports, docs/moderation.md "## Reports"). */
export interface ReportTable {
  id: Generated<number>;
  item_type: ReportItemType;
  /** A content row's id, or the account id of a reported profile; no foreign key (reports outlive their item). */
  item_id: number;
  reporter_id: number | null;
  reason: ReportReason;
  details: string | null;
  created_at: CreatedAt;
  resolved_at: NullableTimestamp;
  resolved_by: number | null;
  resolution: 'dismissed' | 'taken_down' | null;
  resolution_reason: string | null;
}

/** The sector's figures, kept by triggers (migration 2026-11-25T0300-insight-rollups, docs/open-data.md). */
export interface InsightMemberPlaceTable {
  kind: string;
  /** The reference state's name, or '' (not given). */
  state: string;
  /** The reference sector's name, or '' (not given). */
  sector: string;
  members: BigIntColumn;
  training: BigIntColumn;
  funding: BigIntColumn;
  tools: BigIntColumn;
  market_access: BigIntColumn;
}

export interface InsightAccountDayTable {
  kind: string;
  /** The WAT calendar day the accounts were made. */
  day: ColumnType<string, string, string>;
  registered: BigIntColumn;
  members: BigIntColumn;
  email_verified: BigIntColumn;
  email_unverified: BigIntColumn;
  identity_verified: BigIntColumn;
}

export interface InsightContentDayTable {
  kind: string;
  day: ColumnType<string, string, string>;
  items: BigIntColumn;
}

/** Every table, in one place: the type of the one Kysely instance (DB in database.ts) and its transactions. */
/** One member's notification (2026-11-28T0900-notifications; contract/notifications.ts). */
export interface NotificationTable {
  id: ColumnType<number, never, never>; // bigint identity, parsed to a number
  account_id: number;
  kind: NotificationKind;
  item_kind: MatchedItemKind | null;
  item_id: number | null;
  occasion: Generated<'published' | 'deadline' | 'event'>;
  title: string;
  link: string | null;
  reason: ColumnType<MatchReason | null, string | null, string | null>;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
  mailed_at: NullableTimestamp;
  sms_at: NullableTimestamp;
}

/** A published item's fan-out to the members it fits, walked in batches by account id. */
export interface NotificationFanoutTable {
  id: Generated<number>;
  item_kind: MatchedItemKind;
  item_id: number;
  occasion: 'published' | 'deadline';
  after_account_id: Generated<number>;
  matched: Generated<number>;
  created_at: CreatedAt;
  lease_until: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface NotificationSettingsTable {
  account_id: number;
  email: Generated<EmailFrequency>;
  topic_training: Generated<boolean>;
  topic_opportunity: Generated<boolean>;
  topic_funding: Generated<boolean>;
  topic_tool: Generated<boolean>;
  sms: Generated<boolean>;
  last_digest_at: NullableTimestamp;
  last_sms_at: NullableTimestamp;
  updated_at: CreatedAt;
}

/** The SMS outbox (2026-11-28T1200-sms-outbox, docs/sms.md). */
export type SmsPurpose = 'code' | 'alert';
export interface SmsOutboxTable extends OutboxStateColumns {
  id: ColumnType<number, never, never>; // bigint identity, parsed to a number
  account_id: number | null;
  recipient: string;
  purpose: SmsPurpose;
  body: string | null;
}

/** Each account kind's profile table. */
export const PROFILE_TABLE_OF = {
  creative: 'creative_profiles',
  business: 'business_profiles',
  partner: 'partner_profiles',
  admin: 'admin_profiles',
} as const satisfies Record<AccountKind, keyof Database>;

export interface Database {
  // reference data (core migration)
  sectors: SectorTable;
  categories: CategoryTable;
  states: StateTable;
  lgas: LgaTable;
  support_types: SupportTypeTable;
  // accounts, profiles, sign-in (core and auth migrations)
  accounts: AccountTable;
  creative_profiles: CreativeProfileTable;
  business_profiles: BusinessProfileTable;
  partner_profiles: PartnerProfileTable;
  admin_profiles: AdminProfileTable;
  sessions: SessionTable;
  one_time_codes: OneTimeCodeTable;
  auth_events: AuthEventTable;
  device_tokens: DeviceTokenTable;
  skills: SkillTable;
  account_skills: AccountSkillTable;
  // content (core migration)
  posts: PostTable;
  products: ProductTable;
  tools: ToolTable;
  opportunities: OpportunityTable;
  events: EventTable;
  // training registrations (2026-11-28T0100-training-registrations)
  event_registrations: EventRegistrationTable;
  // certificates (2026-11-28T0700-certificates)
  certificates: CertificateTable;
  // calls for proposals (2026-11-28T0800-calls-proposals)
  calls: CallTable;
  proposals: ProposalTable;
  proposal_places: ProposalPlaceTable;
  proposal_documents: ProposalDocumentTable;
  uploads: UploadTable;
  audit_log: AuditLogTable;
  // people (2026-11-22T0820-people)
  directory_counts: DirectoryCountTable;
  owned_businesses: OwnedBusinessTable;
  // pages, interest registrations, consents (2026-11-22T0830-pages)
  pages: PageTable;
  page_revisions: PageRevisionTable;
  page_translations: PageTranslationTable;
  // the operator's identity (2026-11-28T0200-portal-identity)
  portal_identity: PortalIdentityTable;
  interest_registrations: InterestRegistrationTable;
  consents: ConsentTable;
  // vitals (2026-11-22T0910-vitals)
  web_vitals: WebVitalTable;
  // mail (2026-11-24T0900-mail-outbox)
  mail_outbox: MailOutboxTable;
  // funding (2026-11-24T1100-funding-applications)
  funding_applications: FundingApplicationTable;
  funding_documents: FundingDocumentTable;
  funding_status_history: FundingStatusHistoryTable;
  // moderation (2026-11-25T0100-removed-content)
  removed_content: RemovedContentTable;
  // reports (2026-11-25T0200-reports)
  reports: ReportTable;
  // the sector's figures (2026-11-25T0300-insight-rollups)
  insight_member_places: InsightMemberPlaceTable;
  insight_account_days: InsightAccountDayTable;
  insight_content_days: InsightContentDayTable;
  // notifications (2026-11-28T0900-notifications)
  notifications: NotificationTable;
  notification_fanouts: NotificationFanoutTable;
  notification_settings: NotificationSettingsTable;
  // SMS (2026-11-28T1200-sms-outbox)
  sms_outbox: SmsOutboxTable;
  // the search vocabulary (2026-11-28T1600-search-words): every folded word of the searchable tables
  search_words: { word: string };
}
