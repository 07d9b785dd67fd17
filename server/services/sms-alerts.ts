// The daily SMS alert (issue 34, docs/sms.md "Alerts"): at most one SMS a day to each member with SMS alerts on
// (notification_settings.sms) and a confirmed number, about the trainings and calls matched to them near them (the
// match's state is the member's state, or the training is online), not yet announced by SMS, from the last week.
// One transaction per member claims the day (last_sms_at), marks the notifications (sms_at) and writes the SMS to the
// outbox, so two server processes never send a member two alerts.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { alertSms } from '../lib/sms-texts';
import { enqueueSms } from '../repositories/sms-outbox';

/** Members handled per pass (the next pass, 15 minutes later, takes the next ones). */
const MEMBERS_PER_PASS = 500;
/** Matches older than this are not worth an SMS any more. */
const FRESH_DAYS = 7;

/** The member's state: a creative's residence, else a business's state. */
const memberState = sql<string | null>`coalesce(
  (select cp.residence_state from creative_profiles cp where cp.account_id = a.id),
  (select bp.state from business_profiles bp where bp.account_id = a.id))`;

/** The matched notifications an alert may announce to account `a`, newest first. */
function alertable() {
  return sql<boolean>`n.account_id = a.id
    and n.kind = 'matched'
    and n.item_kind in ('training', 'call')
    and n.sms_at is null
    and n.created_at > now() - ${FRESH_DAYS} * interval '1 day'
    and (
      n.reason ->> 'state' = ${memberState}
      or (n.item_kind = 'training' and exists (select 1 from events e where e.id = n.item_id and e.state is null))
    )`;
}

/** Sends the alerts due now; returns how many SMS were queued. */
export async function sendDueSmsAlerts(app: FastifyInstance): Promise<number> {
  const due = await sql<{ id: number }>`
    select a.id from accounts a
    join notification_settings s on s.account_id = a.id and s.sms
    where a.sms_phone is not null and a.sms_phone_verified_at is not null and not a.is_blacklisted
      and (s.last_sms_at is null or s.last_sms_at <= now() - interval '1 day')
      and exists (select 1 from notifications n where ${alertable()})
    order by a.id
    limit ${MEMBERS_PER_PASS}`.execute(app.db);
  let queued = 0;
  for (const { id } of due.rows) if (await alertOne(app, id)) queued += 1;
  if (queued > 0) app.smsOutbox.kick();
  return queued;
}

async function alertOne(app: FastifyInstance, accountId: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    // Holds the member's settings row while the alert is written: another process skips this member, and finds the
    // day taken (last_sms_at) once this commits.
    const settings = await trx
      .selectFrom('notification_settings')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('sms', '=', true)
      .where((eb) =>
        eb.or([eb('last_sms_at', 'is', null), eb('last_sms_at', '<=', sql<Date>`now() - interval '1 day'`)]),
      )
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!settings) return false;
    const account = await trx
      .selectFrom('accounts')
      .select(['sms_phone', 'language'])
      .where('id', '=', accountId)
      .where('sms_phone_verified_at', 'is not', null)
      .executeTakeFirst();
    if (!account?.sms_phone) return false;
    const items = await sql<{ id: number; title: string; link: string | null }>`
      select n.id, n.title, n.link from notifications n, accounts a
      where a.id = ${accountId} and ${alertable()}
      order by n.created_at desc, n.id desc`.execute(trx);
    if (items.rows.length === 0) return false;
    const newest = items.rows[0];
    const path = items.rows.length === 1 && newest.link ? newest.link : '/notifications';
    const text = alertSms(account.language, {
      count: items.rows.length,
      title: newest.title,
      link: `${app.config.publicUrl}${path}`,
    });
    await enqueueSms(trx, { accountId, to: account.sms_phone, text, purpose: 'alert' });
    await trx
      .updateTable('notifications')
      .set({ sms_at: sql<Date>`now()` })
      .where(
        'id',
        'in',
        items.rows.map((row) => row.id),
      )
      .execute();
    await trx
      .updateTable('notification_settings')
      .set({ last_sms_at: sql<Date>`now()` })
      .where('account_id', '=', accountId)
      .execute();
    return true;
  });
}
