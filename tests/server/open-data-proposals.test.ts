// The open data's calls for proposals and proposals (issue 32): calls counted exactly by sector, state and phase
// (a call open to all in "All sectors"/"All states"), proposals by status and by the applicant's state and sector
// when they applied, suppressed as the members' tables (a lone small cell gets its complement); withdrawn proposals
// and those of deleted accounts are not counted, and the trigger-kept rollup always equals a count of the rows. The
// JSON, the CSV and the page without JavaScript carry the same figures, and name nobody.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SECTORS, ALL_STATES, NOT_GIVEN, SUPPRESSED, type OpenData } from '../../contract/insights';
import { SECTORS } from '../../contract/sectors';
import { STATES } from '../../contract/states';
import type { PublicStats } from '../../contract/stats';
import { body, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let staticDir: string;
const SECRET_TITLE = 'Secret proposal title';
const day = 86_400_000;
const MUSIC = 'Music';
const FASHION = 'Fashion';

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'clap-portal-'));
  await writeFile(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>CLAP</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ env: { STATIC_DIR: staticDir } });
  const db = ctx.database.db;
  let seq = 0;
  const account = async (kind: 'creative' | 'partner', blacklisted = false) =>
    (
      await db
        .insertInto('accounts')
        .values({
          kind,
          email: `odp-${(seq += 1)}@secret.example`,
          email_verified_at: new Date(),
          approved: kind === 'partner',
          is_blacklisted: blacklisted,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const call = async (
    authorId: number,
    opens: number,
    closes: number,
    places: { sectors?: string[]; states?: string[] },
  ) =>
    (
      await db
        .insertInto('calls')
        .values({
          author_id: authorId,
          title: 'A call',
          description: 'About it',
          host: 'Host',
          opens_at: new Date(Date.now() + opens * day),
          closes_at: new Date(Date.now() + closes * day),
          eligible_kinds: ['creative'],
          ...places,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const partner = await account('partner');
  const banned = await account('partner', true);
  const open = await call(partner, -5, 10, { sectors: [MUSIC], states: ['Lagos', 'Kano'] });
  const closed = await call(partner, -30, -1, {});
  await call(partner, 3, 30, { sectors: [MUSIC, FASHION] });
  const hidden = await call(banned, -5, 10, {});

  /** `n` creatives with this profile, each sending one proposal of this status to `callId`. */
  const applicants = async (
    n: number,
    profile: { expertise?: string; residence_state?: string },
    callId: number,
    status: 'PENDING' | 'APPROVED' | 'REJECTED',
    blacklisted = false,
  ) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) ids.push(await account('creative', blacklisted));
    await db
      .insertInto('creative_profiles')
      .values(ids.map((id) => ({ account_id: id, first_name: 'Zainab', last_name: 'Secret', ...profile })))
      .execute();
    await db
      .insertInto('proposals')
      .values(
        ids.map((id) => ({
          call_id: callId,
          account_id: id,
          title: SECRET_TITLE,
          cover_letter: 'x',
          status,
        })),
      )
      .execute();
    return ids;
  };
  // Pending, in Lagos: five in every sector but Music (three), so Music's is the sector column's one small cell.
  for (const sector of SECTORS)
    await applicants(
      sector.name === MUSIC ? 3 : 5,
      { expertise: sector.name, residence_state: 'Lagos' },
      open,
      'PENDING',
    );
  await applicants(5, {}, open, 'PENDING');
  // Decided, in Kano (Fashion): 6 approved, 5 rejected.
  const approved = await applicants(6, { expertise: FASHION, residence_state: 'Kano' }, closed, 'APPROVED');
  await applicants(5, { expertise: FASHION, residence_state: 'Kano' }, closed, 'REJECTED');
  // Not counted: withdrawn (the row is deleted), a deleted account. Counted: a proposal sent stays one when its
  // applicant or the call's partner is blacklisted later (blacklisting deletes nothing).
  const [withdrawn] = await applicants(
    1,
    { expertise: FASHION, residence_state: 'Kano' },
    closed,
    'APPROVED',
  );
  await db.deleteFrom('proposals').where('account_id', '=', withdrawn).execute();
  const [gone] = await applicants(1, { expertise: FASHION, residence_state: 'Kano' }, closed, 'APPROVED');
  await db.deleteFrom('accounts').where('id', '=', gone).execute();
  await applicants(1, { expertise: FASHION, residence_state: 'Kano' }, closed, 'APPROVED', true);
  await applicants(1, { expertise: FASHION, residence_state: 'Kano' }, hidden, 'APPROVED');
  // A move after applying does not move the proposal: it counts where its applicant applied from.
  await db
    .updateTable('creative_profiles')
    .set({ residence_state: 'Oyo' })
    .where('account_id', '=', approved[0])
    .execute();
});
afterAll(() => Promise.all([ctx?.close(), rm(staticDir, { recursive: true, force: true })]));

async function openData(): Promise<OpenData> {
  const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/stats' });
  expect(res.statusCode).toBe(200);
  return body<{ data: PublicStats }>(res).data.open_data;
}
const rowOf = <R extends Record<string, unknown>>(rows: R[], key: keyof R, name: string) =>
  rows.find((r) => r[key] === name);

describe('open data: calls for proposals', () => {
  it('counts calls exactly by phase, sector and state; a call open to all once under All sectors / All states', async () => {
    const { calls } = await openData();
    // The blacklisted partner's call is not listed, so not counted.
    expect(calls.total).toEqual({ open: 1, upcoming: 1, closed: 1 });
    expect(calls.by_sector.map((r) => r.sector)).toEqual([...SECTORS.map((s) => s.name), ALL_SECTORS]);
    expect(calls.by_state.map((r) => r.state)).toEqual([...STATES.map((s) => s.name), ALL_STATES]);
    expect(rowOf(calls.by_sector, 'sector', MUSIC)).toEqual({
      sector: MUSIC,
      open: 1,
      upcoming: 1,
      closed: 0,
    });
    expect(rowOf(calls.by_sector, 'sector', FASHION)).toEqual({
      sector: FASHION,
      open: 0,
      upcoming: 1,
      closed: 0,
    });
    expect(rowOf(calls.by_sector, 'sector', ALL_SECTORS)).toEqual({
      sector: ALL_SECTORS,
      open: 0,
      upcoming: 0,
      closed: 1,
    });
    expect(rowOf(calls.by_state, 'state', 'Kano')).toEqual({
      state: 'Kano',
      open: 1,
      upcoming: 0,
      closed: 0,
    });
    expect(rowOf(calls.by_state, 'state', ALL_STATES)).toEqual({
      state: ALL_STATES,
      open: 0,
      upcoming: 1,
      closed: 1,
    });
    expect(rowOf(calls.by_state, 'state', 'Oyo')).toEqual({ state: 'Oyo', open: 0, upcoming: 0, closed: 0 });
  });
});

describe('open data: proposals', () => {
  it('counts by status and the applicant state when applying; withdrawn ones and deleted accounts do not count', async () => {
    const { proposals } = await openData();
    const pending = 3 + (SECTORS.length - 1) * 5 + 5;
    expect(proposals.total).toEqual({ pending, approved: 8, rejected: 5 });
    expect(proposals.by_state.map((r) => r.state)).toEqual([...STATES.map((s) => s.name), NOT_GIVEN]);
    expect(rowOf(proposals.by_state, 'state', 'Lagos')).toEqual({
      state: 'Lagos',
      pending: pending - 5,
      approved: SUPPRESSED,
      rejected: SUPPRESSED,
    });
    // Kano's approved are 8, not 10: the withdrawn one and the deleted account's were Kano's too. The mover to Oyo
    // still counts in Kano.
    expect(rowOf(proposals.by_state, 'state', 'Kano')).toEqual({
      state: 'Kano',
      pending: SUPPRESSED,
      approved: 8,
      rejected: 5,
    });
    expect(rowOf(proposals.by_state, 'state', NOT_GIVEN)).toEqual({
      state: NOT_GIVEN,
      pending: 5,
      approved: SUPPRESSED,
      rejected: SUPPRESSED,
    });
    expect(rowOf(proposals.by_state, 'state', 'Oyo')?.approved).toBe(SUPPRESSED);
  });

  it('suppresses by sector as the members tables: the lone small cell of a column takes a complement', async () => {
    const { proposals } = await openData();
    expect(proposals.by_sector.map((r) => r.sector)).toEqual([...SECTORS.map((s) => s.name), NOT_GIVEN]);
    const pending = proposals.by_sector.map((r) => r.pending);
    // Music's 3 is hidden, and so is one 5, else the published total minus the others would give Music's away.
    expect(rowOf(proposals.by_sector, 'sector', MUSIC)?.pending).toBe(SUPPRESSED);
    expect(pending.filter((n) => n === SUPPRESSED)).toHaveLength(2);
    expect(pending.filter((n) => n === 5)).toHaveLength(SECTORS.length - 2 + 1);
    expect(rowOf(proposals.by_sector, 'sector', FASHION)).toMatchObject({ approved: 8, rejected: 5 });
  });
});

describe('open data: calls and proposals as CSV and on the page', () => {
  it('the CSV carries the same figures, one per line', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/stats.csv' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toContain('calls,all,open,1');
    expect(lines).toContain('calls_sector,All sectors,closed,1');
    expect(lines).toContain('calls_state,Kano,open,1');
    expect(lines).toContain('proposals,all,approved,8');
    expect(lines).toContain('proposals_state,Kano,approved,8');
    expect(lines).toContain('proposals_sector,Music,pending,<5');
    expect(lines).toContain(`proposals_state,${NOT_GIVEN},pending,5`);
    expect(res.body).not.toContain(SECRET_TITLE);
  });

  it('the page without JavaScript has the six tables with captions and headers, and names nobody', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/open-data' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    for (const caption of [
      'Calls for proposals',
      'Calls for proposals by sector',
      'Calls for proposals by state',
      'Proposals by status',
      'Proposals by the applicant&#39;s state',
      'Proposals by the applicant&#39;s sector',
    ])
      expect(html).toContain(`<caption>${caption}</caption>`);
    expect(html).toContain('<th scope="col">Not open yet</th>');
    expect(html).toContain('<th scope="row">All states</th>');
    expect(html).toContain(
      '<th scope="row">Kano</th><td class="text-end">&lt;5</td><td class="text-end">8</td><td class="text-end">5</td>',
    );
    expect(html).not.toContain(SECRET_TITLE);
    expect(html).not.toContain('secret.example');
  });
});

// Last: it changes the rows (the open data above was computed once, before).
describe('the proposals rollup', () => {
  it('the rollup equals a count of the proposals after inserts, decisions, account deletions and deletes', async () => {
    const db = ctx.database.db;
    // A decision moves a proposal between statuses; a call's deletion takes its proposals (cascade).
    const one = await db
      .selectFrom('proposals')
      .select('id')
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    await db.updateTable('proposals').set({ status: 'REJECTED' }).where('id', '=', one.id).execute();
    const { rows: kept } = await sql<{ key: string; n: number }>`
      select state || '/' || sector || '/' || status as key, proposals as n from proposal_places where proposals <> 0
      order by 1`.execute(db);
    const { rows: counted } = await sql<{ key: string; n: number }>`
      select applicant_state || '/' || applicant_sector || '/' || status as key, count(*)::int as n from proposals
      where account_id is not null group by 1 order by 1`.execute(db);
    expect(kept).toEqual(counted);
    await db.deleteFrom('calls').where('title', '=', 'A call').execute();
    const { rows: left } = await sql<{ n: number }>`
      select coalesce(sum(proposals), 0)::int as n from proposal_places`.execute(db);
    expect(left[0].n).toBe(0);
  });
});
