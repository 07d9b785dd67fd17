// Notifications (issue 34; docs/notifications.md): a member's own notifications (one small `notify` for every
// event of their account, written inside the event's transaction), the fan-out jobs that match a published item to
// the members it fits (queued inside the publishing transaction, run by the worker in batches of accounts), the
// deadline scan, and the member's notification centre and For you strip.
import { sql, type RawBuilder } from 'kysely';
import type { DB } from '../db/database';
import type { AccountKind } from '../db/tables';
import {
  FOR_YOU_LIMIT,
  type ForYouItem,
  type MatchedItemKind,
  type MatchReason,
  type Notification,
  type NotificationKind,
  type SupportNeed,
} from '../../contract/notifications';
import { ROUTE_PATTERNS } from '../../contract/portal-routes';
import type { Executor } from './accounts';
import { iso } from './content-query';

export type FanoutOccasion = 'published' | 'deadline';

/** The portal's details route of an item (contract/portal-routes.ts). */
const DETAIL_ROUTES: Record<MatchedItemKind, string> = {
  training: ROUTE_PATTERNS.trainingDetail,
  opportunity: ROUTE_PATTERNS.opportunityDetail,
  tool: ROUTE_PATTERNS.toolDetail,
  call: ROUTE_PATTERNS.proposalDetail,
};

export function itemLink(kind: MatchedItemKind, id: number): string {
  return DETAIL_ROUTES[kind].replace(':id', String(id));
}

export interface NotifyInput {
  kind: Exclude<NotificationKind, 'matched'>;
  title: string;
  link?: string | null;
  item?: { kind: MatchedItemKind; id: number } | null;
}

/** One notification of the member's own account (occasion 'event'), inside the caller's transaction. */
export async function notify(db: Executor, accountId: number, input: NotifyInput): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      account_id: accountId,
      kind: input.kind,
      item_kind: input.item?.kind ?? null,
      item_id: input.item?.id ?? null,
      title: input.title.slice(0, 300),
      link: input.link ?? (input.item ? itemLink(input.item.kind, input.item.id) : null),
      reason: null,
    })
    .execute();
}

/** Queues the fan-out of an item (inside the publishing transaction); once per item and occasion. */
export async function queueFanout(
  db: Executor,
  itemKind: MatchedItemKind,
  itemId: number,
  occasion: FanoutOccasion = 'published',
): Promise<void> {
  await db
    .insertInto('notification_fanouts')
    .values({ item_kind: itemKind, item_id: itemId, occasion })
    .onConflict((oc) => oc.constraint('notification_fanouts_once').doNothing())
    .execute();
}

export interface FanoutJob {
  id: number;
  item_kind: MatchedItemKind;
  item_id: number;
  occasion: FanoutOccasion;
  after_account_id: number;
}

/**
 * Claims one unfinished job whose lease is free (or ran out: its worker died), holding it `leaseMs`. Jobs another
 * process holds locked are skipped, so several processes never run the same batch at once.
 */
export async function claimFanout(db: Executor, leaseMs: number): Promise<FanoutJob | undefined> {
  return db
    .updateTable('notification_fanouts')
    .set({ lease_until: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(
      sql<boolean>`id = any(array(${db
        .selectFrom('notification_fanouts')
        .select('id')
        .where('finished_at', 'is', null)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', sql<Date>`now()`)]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()}))`,
    )
    .where('finished_at', 'is', null)
    .returning(['id', 'item_kind', 'item_id', 'occasion', 'after_account_id'])
    .executeTakeFirst();
}

/** What an item asks of a member; empty lists mean "anyone". */
export interface MatchTarget {
  title: string;
  /** Support needs it answers, in the order the reason names them. Empty: it fits nobody. */
  needs: SupportNeed[];
  /** State names (contract/states.ts); the member's state must be one of them. */
  states: string[];
  /** Reference sector names; the member's sector must be one of them. */
  sectors: string[];
  /** Account kinds it is open to (a call's eligibility). */
  kinds: AccountKind[];
}

const NEED_COLUMNS: Record<SupportNeed, string> = {
  Training: 'need_training',
  Funding: 'need_funding',
  Tools: 'need_tools',
  Market_access: 'need_market_access',
};

// Words that make an opportunity funding-like or product-related (docs/notifications.md "Matching").
const FUNDING_WORDS =
  /\b(grants?|fund(s|ing|ed)?|loans?|fellowships?|scholarships?|bursar(y|ies)|prizes?|awards?|invest(ment|ors?)?|financ(e|ing)|seed|sponsorships?|stipends?)\b/i;
const MARKET_WORDS =
  /\b(markets?|marketplace|fairs?|exhibitions?|exhibit|expos?|buyers?|sell(ing|ers?)?|sales?|showcases?|trade|export(s|ing)?|vendors?|pop-?ups?|retail|stockists?|products?|bazaars?)\b/i;

/** The needs an opportunity answers, judged from its title and description. */
export function opportunityNeeds(text: string): SupportNeed[] {
  const needs: SupportNeed[] = [];
  if (FUNDING_WORDS.test(text)) needs.push('Funding');
  if (MARKET_WORDS.test(text)) needs.push('Market_access');
  return needs;
}

const ACCOUNT_KINDS_MATCHED: AccountKind[] = ['creative', 'business'];

/** What the item asks, read now (null: the item is gone, the job has nothing to do). */
export async function matchTarget(
  db: Executor,
  kind: MatchedItemKind,
  id: number,
): Promise<MatchTarget | null> {
  switch (kind) {
    case 'training': {
      const row = await db
        .selectFrom('events')
        .select(['title', 'state', 'location'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const offline = row.state !== null && row.location.toLowerCase() !== 'online';
      return {
        title: row.title,
        needs: ['Training'],
        states: offline && row.state ? [row.state] : [],
        sectors: [],
        kinds: ACCOUNT_KINDS_MATCHED,
      };
    }
    case 'opportunity': {
      const row = await db
        .selectFrom('opportunities')
        .select(['title', 'description', 'state'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        title: row.title,
        needs: opportunityNeeds(`${row.title}\n${row.description}`),
        states: row.state ? [row.state] : [],
        sectors: [],
        kinds: ACCOUNT_KINDS_MATCHED,
      };
    }
    case 'tool': {
      const row = await db
        .selectFrom('tools')
        .select(['name', sql<string>`insight_sector(sector, category)`.as('sector')])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        title: row.name,
        needs: ['Tools'],
        states: [],
        sectors: row.sector ? [row.sector] : [],
        kinds: ACCOUNT_KINDS_MATCHED,
      };
    }
    case 'call': {
      const row = await db
        .selectFrom('calls')
        .select(['title', 'eligible_kinds', 'sectors', 'states'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const kinds = row.eligible_kinds.filter((k): k is AccountKind => k === 'creative' || k === 'business');
      return {
        title: row.title,
        needs: ['Funding'],
        states: row.states,
        sectors: row.sectors,
        kinds: kinds.length > 0 ? kinds : ACCOUNT_KINDS_MATCHED,
      };
    }
  }
}

const lowered = (values: string[]) => sql.join(values.map((v) => sql`${v.trim().toLowerCase()}`));

export interface BatchResult {
  /** Members looked at (activated, not blacklisted creatives and businesses). */
  seen: number;
  inserted: number;
  /** The last account id looked at, where the next batch starts after. */
  lastId: number | null;
}

/**
 * One batch: the next `size` members after `afterId`, matched and inserted with ONE statement; a member already told
 * of this item on this occasion is skipped by the unique index (a retried batch inserts nothing twice).
 */
export async function fanoutBatch(
  db: Executor,
  job: Pick<FanoutJob, 'item_kind' | 'item_id' | 'occasion'>,
  target: MatchTarget,
  afterId: number,
  size: number,
): Promise<BatchResult> {
  const needOf = (need: SupportNeed) => sql.ref(`m.${NEED_COLUMNS[need]}`);
  const needCase: RawBuilder<string | null> =
    target.needs.length === 0
      ? sql`null`
      : sql`case ${sql.join(
          target.needs.map((need) => sql`when ${needOf(need)} then ${need}`),
          sql` `,
        )} end`;
  const fits: RawBuilder<boolean>[] = [
    target.needs.length === 0
      ? sql`false`
      : sql`(${sql.join(
          target.needs.map((need) => sql`${needOf(need)}`),
          sql` or `,
        )})`,
    sql`m.kind in (${sql.join(target.kinds)})`,
  ];
  if (target.states.length > 0) fits.push(sql`lower(m.state) in (${lowered(target.states)})`);
  if (target.sectors.length > 0) fits.push(sql`lower(m.sector) in (${lowered(target.sectors)})`);
  const sectorOf =
    target.sectors.length > 0
      ? sql`insight_sector(coalesce(cp.expertise, bp.sector), coalesce(cp.category, bp.area))`
      : sql`''`;
  // Only what the item narrows by is computed: the state and the sector cost a look-up per member.
  // The member's state as the reference names it (one hash join on the 37 states; '' when unknown).
  const stateOf = target.states.length > 0 ? sql`coalesce(st.name, '')` : sql`''`;
  const stateJoin =
    target.states.length > 0
      ? sql`left join states st on lower(st.name) = lower(btrim(coalesce(nullif(btrim(cp.residence_state), ''), bp.state)))`
      : sql``;
  const result = await sql<{ last_id: number | null; seen: number; inserted: number }>`
    with batch as (
      select a.id, a.kind from accounts a
      where a.id > ${afterId} and a.kind in ('creative', 'business') and a.is_activated and not a.is_blacklisted
      order by a.id
      limit ${size}
    ), m as (
      select b.id, b.kind,
        coalesce(cp.need_training, bp.need_training, false) as need_training,
        coalesce(cp.need_funding, bp.need_funding, false) as need_funding,
        coalesce(cp.need_tools, bp.need_tools, false) as need_tools,
        coalesce(cp.need_market_access, bp.need_market_access, false) as need_market_access,
        ${stateOf} as state,
        ${sectorOf} as sector
      from batch b
      left join creative_profiles cp on cp.account_id = b.id
      left join business_profiles bp on bp.account_id = b.id
      ${stateJoin}
    ), ins as (
      insert into notifications (account_id, kind, item_kind, item_id, occasion, title, link, reason)
      select m.id, 'matched', ${job.item_kind}, ${job.item_id}, ${job.occasion}, ${target.title.slice(0, 300)},
        ${itemLink(job.item_kind, job.item_id)},
        jsonb_build_object(
          'need', ${needCase},
          'state', ${target.states.length > 0 ? sql`m.state` : sql`null`},
          'sector', ${target.sectors.length > 0 ? sql`m.sector` : sql`null`})
      from m
      where ${sql.join(fits, sql` and `)}
      on conflict do nothing
      returning 1
    )
    select (select max(id) from batch) as last_id, (select count(*) from batch)::int as seen,
      (select count(*) from ins)::int as inserted`.execute(db);
  const row = result.rows[0];
  return {
    seen: Number(row?.seen ?? 0),
    inserted: Number(row?.inserted ?? 0),
    lastId: row?.last_id ?? null,
  };
}

/** Records a batch's progress (and renews the lease), or finishes the job. */
export async function advanceFanout(
  db: Executor,
  jobId: number,
  progress: { lastId: number | null; inserted: number; done: boolean; leaseMs: number },
): Promise<void> {
  await db
    .updateTable('notification_fanouts')
    .set((eb) => ({
      ...(progress.lastId !== null ? { after_account_id: progress.lastId } : {}),
      matched: eb('matched', '+', progress.inserted),
      lease_until: progress.done ? null : sql<Date>`now() + ${progress.leaseMs} * interval '1 millisecond'`,
      finished_at: progress.done ? sql<Date>`now()` : null,
    }))
    .where('id', '=', jobId)
    .execute();
}

/**
 * Queues a 'deadline' fan-out (once: the unique constraint) for every live item whose deadline falls within
 * `withinMs`: an opportunity's deadline, a call's closing, a training's registration deadline (else its start).
 * Items published less than `minAgeMs` ago are left out: their 'published' notification is still fresh.
 */
export async function queueDeadlineFanouts(
  db: Executor,
  { withinMs, minAgeMs }: { withinMs: number; minAgeMs: number },
): Promise<number> {
  const soon = sql<boolean>`between now() and now() + ${withinMs} * interval '1 millisecond'`;
  const old = sql<boolean>`created_at < now() - ${minAgeMs} * interval '1 millisecond'`;
  const result = await sql<{ n: number }>`
    with due as (
      select 'opportunity' as item_kind, id from opportunities where deadline ${soon} and ${old}
      union all
      select 'call', id from calls where closes_at ${soon} and ${old}
      union all
      select 'training', id from events where coalesce(registration_deadline, starts_at) ${soon} and ${old}
    ), ins as (
      insert into notification_fanouts (item_kind, item_id, occasion)
      select item_kind, id, 'deadline' from due
      on conflict on constraint notification_fanouts_once do nothing
      returning 1
    )
    select count(*)::int as n from ins`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

// ---- the member's notification centre

const NOTIFICATION_COLUMNS = [
  'id',
  'kind',
  'item_kind',
  'item_id',
  'title',
  'link',
  'reason',
  'created_at',
  'read_at',
] as const;

export async function listNotifications(
  db: DB,
  accountId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ items: Notification[]; total: number; unread: number }> {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(NOTIFICATION_COLUMNS)
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        sql<string>`count(*) filter (where read_at is null)`.as('unread'),
      ])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      item_kind: row.item_kind,
      item_id: row.item_id,
      title: row.title,
      link: row.link,
      reason: row.reason,
      created_at: iso(row.created_at),
      read_at: row.read_at ? iso(row.read_at) : null,
    })),
    total: Number(counts.total),
    unread: Number(counts.unread),
  };
}

/** The bell's count: an index-only count over the partial index of unread rows. */
export async function unreadCount(db: DB, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's own notifications read (some by id, or all); another's ids are simply not theirs. */
export async function markRead(db: DB, accountId: number, ids: number[] | 'all'): Promise<number> {
  let q = db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return 0;
    q = q.where('id', 'in', ids);
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The For you strip: the newest items the member was matched to that are still live (not removed, author not
 * blacklisted, deadline or start not past), each once, with the item's current title, first image and date.
 */
export async function forYou(db: DB, accountId: number, limit = FOR_YOU_LIMIT): Promise<ForYouItem[]> {
  const result = await sql<{
    item_kind: MatchedItemKind;
    item_id: number;
    title: string;
    reason: MatchReason;
    image: string | null;
    date: Date | string | null;
  }>`
    select n.item_kind, n.item_id, i.title, n.reason, i.image, i.date
    from (
      select distinct on (item_kind, item_id) item_kind, item_id, reason, created_at, id
      from notifications
      where account_id = ${accountId} and kind = 'matched'
      order by item_kind, item_id, created_at desc, id desc
    ) n
    join lateral (
      select e.title, e.images[1] as image, e.starts_at as date, e.author_id
        from events e where n.item_kind = 'training' and e.id = n.item_id and e.starts_at > now()
      union all
      select o.title, o.images[1], o.deadline, o.author_id
        from opportunities o where n.item_kind = 'opportunity' and o.id = n.item_id and o.deadline > now()
      union all
      select c.title, c.images[1], c.closes_at, c.author_id
        from calls c where n.item_kind = 'call' and c.id = n.item_id and c.closes_at > now()
      union all
      select t.name, t.images[1], t.created_at, t.author_id
        from tools t where n.item_kind = 'tool' and t.id = n.item_id
    ) i on true
    join accounts author on author.id = i.author_id and not author.is_blacklisted
    order by n.created_at desc, n.id desc
    limit ${limit}`.execute(db);
  return result.rows.map((row) => ({
    item_kind: row.item_kind,
    item_id: row.item_id,
    title: row.title,
    link: itemLink(row.item_kind, row.item_id),
    reason: row.reason,
    image: row.image,
    date: row.date === null ? null : new Date(row.date).toISOString(),
  }));
}

/** Everything of the member's for the account export: notifications and the settings row, if any. */
export async function notificationsForExport(db: Executor, accountId: number) {
  const [notifications, settings] = await Promise.all([
    db
      .selectFrom('notifications')
      .select([...NOTIFICATION_COLUMNS, 'occasion', 'mailed_at', 'sms_at'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute(),
    db.selectFrom('notification_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  return { notifications, notification_settings: settings ?? null };
}
