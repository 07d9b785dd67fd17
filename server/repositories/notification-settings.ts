// A member's notification settings (issue 34; table notification_settings, migration 2026-11-28T0900-notifications):
// how notification e-mails reach them, which topics, and SMS alerts. No row means the defaults
// (DEFAULT_NOTIFICATION_SETTINGS: weekly, every topic, no SMS).
//
// The settings' version (signed into every unsubscribe link, lib/unsubscribe-token.ts) is updated_at in
// milliseconds: the member's own changes (PUT, an unsubscribe link) set it to now, so an older link goes stale. A row
// the digest job writes for a member who never chose (to keep last_digest_at) is stamped at the epoch, version 0,
// the same version as no row at all: the system's bookkeeping never invalidates a link the member has not used.
import { sql } from 'kysely';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../contract/notifications';
import type { Language } from '../../contract/languages';
import type { UnsubscribeTarget } from '../lib/unsubscribe-token';
import type { Executor } from './accounts';
import type { DB } from '../db/database';

/** The stamp of a row the member never wrote: version 0. */
export const UNTOUCHED = new Date(0);

const COLUMNS = [
  'email',
  'topic_training',
  'topic_opportunity',
  'topic_funding',
  'topic_tool',
  'sms',
  'updated_at',
] as const;

type Row = {
  email: NotificationSettings['email'];
  topic_training: boolean;
  topic_opportunity: boolean;
  topic_funding: boolean;
  topic_tool: boolean;
  sms: boolean;
  updated_at: Date;
};

function toSettings(row: Row | undefined): NotificationSettings {
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  return {
    email: row.email,
    topics: {
      training: row.topic_training,
      opportunity: row.topic_opportunity,
      funding: row.topic_funding,
      tool: row.topic_tool,
    },
    sms: row.sms,
  };
}

function toColumns(settings: NotificationSettings) {
  return {
    email: settings.email,
    topic_training: settings.topics.training,
    topic_opportunity: settings.topics.opportunity,
    topic_funding: settings.topics.funding,
    topic_tool: settings.topics.tool,
    sms: settings.sms,
  };
}

/** The version of a row's updated_at (0 without a row): what an unsubscribe link signed today carries. */
export const versionOf = (updatedAt: Date | null | undefined): number =>
  updatedAt ? updatedAt.getTime() : 0;

export async function readSettings(
  db: Executor,
  accountId: number,
): Promise<{ settings: NotificationSettings; version: number }> {
  const row = await db
    .selectFrom('notification_settings')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return { settings: toSettings(row), version: versionOf(row?.updated_at) };
}

/** The member's choice, stored whole (PUT): a new version. */
export async function saveSettings(
  db: Executor,
  accountId: number,
  settings: NotificationSettings,
): Promise<void> {
  const values = { ...toColumns(settings), updated_at: sql<Date>`now()` };
  await db
    .insertInto('notification_settings')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
}

/** True when the account has a confirmed SMS number (SMS alerts need one). */
export async function hasVerifiedSmsPhone(db: Executor, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select(['sms_phone', 'sms_phone_verified_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return Boolean(row?.sms_phone && row.sms_phone_verified_at);
}

export type UnsubscribeOutcome =
  { status: 'done'; settings: NotificationSettings } | { status: 'stale' } | { status: 'gone' };

/**
 * An unsubscribe link's change, only while the settings are still at the version the link was signed with (the row
 * is locked meanwhile, so two clicks cannot both pass the check against a change in between). The change is the
 * member's own: it sets a new version, so the same link cannot be replayed after a later change.
 */
export async function applyUnsubscribe(
  db: DB,
  claim: { accountId: number; target: UnsubscribeTarget; version: number },
): Promise<UnsubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', claim.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return { status: 'gone' as const };
    const row = await trx
      .selectFrom('notification_settings')
      .select(COLUMNS)
      .where('account_id', '=', claim.accountId)
      .forUpdate()
      .executeTakeFirst();
    if (versionOf(row?.updated_at) !== claim.version) return { status: 'stale' as const };
    const settings = toSettings(row);
    if (claim.target === 'email') settings.email = 'off';
    else settings.topics[claim.target] = false;
    await saveSettings(trx, claim.accountId, settings);
    return { status: 'done' as const, settings };
  });
}

/** The member's mail language, or null when the account is gone. */
export async function memberLanguage(db: Executor, accountId: number): Promise<Language | null> {
  const row = await db
    .selectFrom('accounts')
    .select('language')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.language ?? null;
}
