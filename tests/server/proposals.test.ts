// Calls for proposals (issue 32, docs/proposals.md): who may publish, the public list, the applicant's rules
// (eligibility, closing date, required documents checked by their bytes, one per account even in a race), the private
// documents, the partner's review with notes and decisions, the mails, the CSV, and the account's export and deletion.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- JSON answers are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPreview, previewTarget } from '../../server/services/link-previews';
import { createAccount, imageBuffer, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let partner: TestAccount;
let otherPartner: TestAccount;
let pending: TestAccount;
let creative: TestAccount;
let creative2: TestAccount;
let business: TestAccount;
let admin: TestAccount;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (name: string) => ({ name, type: 'pdf', data: PDF.toString('base64'), file_name: `${name}.pdf` });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createAccount(ctx, { kind: 'partner', approved: true, profile: { name: 'Arts Trust' } });
  otherPartner = await createAccount(ctx, { kind: 'partner', approved: true });
  pending = await createAccount(ctx, { kind: 'partner', approved: false });
  creative = await createAccount(ctx, {
    kind: 'creative',
    profile: { first_name: 'Ngozi', last_name: 'Okafor', category: 'Music', residence_state: 'Lagos' },
  });
  creative2 = await createAccount(ctx, { kind: 'creative', profile: { residence_state: 'Kano' } });
  business = await createAccount(ctx, { kind: 'business', profile: { state: 'Lagos' } });
  admin = await createAccount(ctx, { kind: 'admin' });
});
afterAll(async () => ctx?.close());

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : {},
    raw: response.rawPayload,
    text: response.payload,
    headers: response.headers,
  };
}

const callBody = (over: Record<string, unknown> = {}) => ({
  title: 'Film Fund 2027',
  description: 'Short films about Nigerian cities.',
  images: [],
  opens_at: day(-1),
  closes_at: day(10),
  amount_min: 500_000,
  amount_max: 2_000_000,
  eligible_kinds: ['creative'],
  sectors: [],
  states: [],
  documents_required: ['Cover Letter', 'CAC'],
  ...over,
});

async function publish(over: Record<string, unknown> = {}, token = partner.token): Promise<number> {
  const res = await send('POST', '/clap/prop/call', token, callBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

const proposal = (over: Record<string, unknown> = {}) => ({
  title: 'Lagos at night',
  coverLetter: 'A ten-minute film about night markets.',
  documents: [pdf('Cover Letter'), pdf('CAC')],
  ...over,
});

/** Moves a call's closing date into the past, as time would. */
async function closeByTime(id: number) {
  await ctx.database.db
    .updateTable('calls')
    .set({ opens_at: new Date(Date.now() - 3 * 86_400_000), closes_at: new Date(Date.now() - 60_000) })
    .where('id', '=', id)
    .execute();
  ctx.app.publicCache.written();
}

describe('publishing calls', () => {
  it('an approved partner publishes; host defaults to the partner name; dates are WAT', async () => {
    const res = await send('POST', '/clap/prop/call', partner.token, callBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Call for proposals created.');
    expect(res.body.data).toMatchObject({
      title: 'Film Fund 2027',
      host: 'Arts Trust',
      eligible_kinds: ['creative'],
      documents_required: ['Cover Letter', 'CAC'],
      amount_min: 500_000,
      open: true,
      proposals: 0,
    });
    expect(res.body.data.closes_at).toBe(new Date(`${day(10)}T23:59:00+01:00`).toISOString());
    expect(res.body.data.opens_at).toBe(new Date(`${day(-1)}T00:00:00+01:00`).toISOString());
  });

  it('refuses anonymous callers, applicants and unapproved partners; an admin may publish', async () => {
    expect((await send('POST', '/clap/prop/call', undefined, callBody())).status).toBe(401);
    expect((await send('POST', '/clap/prop/call', creative.token, callBody())).status).toBe(403);
    const unapproved = await send('POST', '/clap/prop/call', pending.token, callBody());
    expect(unapproved.status).toBe(403);
    expect(unapproved.body.message).toBe('Your partner account is awaiting approval by the ministry.');
    const byAdmin = await send('POST', '/clap/prop/call', admin.token, callBody({ host: 'The Ministry' }));
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data.host).toBe('The Ministry');
  });

  it('answers bad input with sentences and never a 500', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ title: '' }, 400, 'All fields are required'],
      [{ eligible_kinds: [] }, 400, 'All fields are required'],
      [{ closes_at: day(-3), opens_at: day(-1) }, 400, 'The closing date must be after the opening date.'],
      [{ closes_at: day(-1), opens_at: day(-5) }, 400, 'The closing date must be in the future.'],
      [{ amount_min: 10, amount_max: 5 }, 400, 'The minimum amount cannot be more than the maximum.'],
      [{ sectors: ['Nope'] }, 400, "A sector is not one of the portal's sectors."],
      [{ states: ['Atlantis'] }, 400, "A state is not one of Nigeria's 36 states and the FCT."],
      [{ documents_required: ['CAC', 'cac'] }, 400, 'Each required document needs a different name.'],
      [{ closes_at: 'soon' }, 400, 'The deadline must be a valid date (YYYY-MM-DD).'],
    ];
    for (const [over, status, message] of cases) {
      const res = await send('POST', '/clap/prop/call', partner.token, callBody(over));
      expect(res.status, JSON.stringify(over)).toBe(status);
      expect(res.body.message, JSON.stringify(over)).toBe(message);
    }
    expect((await send('POST', '/clap/prop/call', partner.token, { ...callBody(), owner: 1 })).status).toBe(
      400,
    );
  });

  it('lists open calls first, searches titles, pages, and finds one; unknown ids are 404', async () => {
    const closed = await publish({ title: 'Closed grant zebra' });
    await closeByTime(closed);
    const open = await publish({ title: 'Open grant zebra' });
    const list = await send('GET', '/clap/prop/public/call?q=zebra&limit=3&page=1');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: any) => c.id)).toEqual([open, closed]);
    expect(list.body.data[1].open).toBe(false);
    expect(list.body.meta).toMatchObject({ total: 2, limit: 3, page: 1 });
    expect(list.body.data[0].proposals ?? null).toBeNull();
    const onlyOpen = await send('GET', '/clap/prop/public/call?q=zebra&open=true');
    expect(onlyOpen.body.data.map((c: any) => c.id)).toEqual([open]);
    const one = await send('GET', `/clap/prop/public/call/${open}`);
    expect(one.body.data.title).toBe('Open grant zebra');
    const missing = await send('GET', '/clap/prop/public/call/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Call for proposals not found.');
  });

  it('lists calls in the sitemap at their details page, leaving out blacklisted authors', async () => {
    const id = await publish({ title: 'Sitemap call' });
    const banned = await createAccount(ctx, { kind: 'partner', approved: true });
    const hidden = await publish({ title: 'Hidden call' }, banned.token);
    await ctx.database.db
      .updateTable('accounts')
      .set({ is_blacklisted: true })
      .where('id', '=', banned.id)
      .execute();
    ctx.app.publicCache.written();
    const sitemap = await send('GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain(`/proposaldetailsPage/${id}</loc>`);
    expect(sitemap.text).not.toContain(`/proposaldetailsPage/${hidden}</loc>`);
    expect((await send('GET', `/clap/prop/public/call/${hidden}`)).status).toBe(404);
  });

  it('previews a shared details page with the call, and JSON-LD of a grant', async () => {
    const id = await publish({ title: 'Preview call' });
    const target = previewTarget(`/proposaldetailsPage/${id}`);
    expect(target).toEqual({ kind: 'call', id, path: `/proposaldetailsPage/${id}` });
    const head = await linkPreview({ db: ctx.database.db, publicUrl: 'https://portal.example' }, target!);
    expect(head).toMatchObject({
      title: 'Preview call',
      url: `https://portal.example/proposaldetailsPage/${id}`,
      structuredData: {
        '@type': 'MonetaryGrant',
        funder: { name: 'Arts Trust' },
        amount: { currency: 'NGN', minValue: 500_000, maxValue: 2_000_000 },
      },
    });
    expect(
      await linkPreview(
        { db: ctx.database.db, publicUrl: 'https://portal.example' },
        { ...target!, id: 999999 },
      ),
    ).toBeNull(); // an unknown call: no head, and its page answers 404 (issue 31)
  });

  it('only the author or an admin edits, closes or deletes; a call with proposals is only closed', async () => {
    const id = await publish();
    const edit = await send(
      'PUT',
      `/clap/prop/call/${id}`,
      otherPartner.token,
      callBody({ title: 'Mine now' }),
    );
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('You can only change your own calls for proposals.');
    const own = await send('PUT', `/clap/prop/call/${id}`, partner.token, callBody({ title: 'Renamed' }));
    expect(own.status).toBe(200);
    expect(own.body.data.title).toBe('Renamed');
    expect((await send('DELETE', `/clap/prop/call/${id}`, otherPartner.token)).status).toBe(403);
    expect((await send('POST', `/clap/prop/call/${id}/proposal`, creative.token, proposal())).status).toBe(
      201,
    );
    const del = await send('DELETE', `/clap/prop/call/${id}`, partner.token);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('A call with proposals cannot be deleted; close it instead.');
    const close = await send('POST', `/clap/prop/call/${id}/close`, partner.token);
    expect(close.status).toBe(200);
    expect(close.body.data.open).toBe(false);
    const empty = await publish();
    // An admin removing a partner's call takes it down, with a reason (tests/server/calls-rest.test.ts).
    const reason = { reason: 'Duplicate of another call.' };
    expect((await send('DELETE', `/clap/prop/call/${empty}`, admin.token, reason)).status).toBe(200);
    expect((await send('GET', `/clap/prop/public/call/${empty}`)).status).toBe(404);
  });
});

describe('sending proposals', () => {
  it('a verified creative sends one: PENDING, documents kept private, mailed in their language', async () => {
    await ctx.database.db
      .updateTable('accounts')
      .set({ language: 'ha' })
      .where('id', '=', creative.id)
      .execute();
    const id = await publish({ title: 'Music residency' });
    const before = ctx.mail.length;
    const res = await send('POST', `/clap/prop/call/${id}/proposal`, creative.token, proposal());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Your proposal has been sent.');
    expect(res.body.data).toMatchObject({
      title: 'Lagos at night',
      coverLetter: 'A ten-minute film about night markets.',
      status: 'PENDING',
      host: 'Arts Trust',
      call: { id, title: 'Music residency' },
    });
    expect(res.body.data.documents.map((d: any) => [d.name, d.type])).toEqual([
      ['Cover Letter', 'pdf'],
      ['CAC', 'pdf'],
    ]);
    // No reviewer fields for the applicant.
    expect(res.body.data.note).toBeUndefined();
    expect(res.body.data.applicant).toBeUndefined();
    const mails = ctx.mail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(creative.email);
    expect(mails[0].subject).toBe('Mun karɓi shawararku Lagos at night');
    await ctx.database.db
      .updateTable('accounts')
      .set({ language: 'en' })
      .where('id', '=', creative.id)
      .execute();

    const docId = res.body.data.documents[0].id;
    const own = await send('GET', `/clap/prop/proposal-document/${docId}`, creative.token);
    expect(own.status).toBe(200);
    expect(own.raw.equals(PDF)).toBe(true);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await send('GET', `/clap/prop/proposal-document/${docId}`, partner.token)).status).toBe(200);
    expect((await send('GET', `/clap/prop/proposal-document/${docId}`, admin.token)).status).toBe(200);
    const stranger = await send('GET', `/clap/prop/proposal-document/${docId}`, creative2.token);
    expect(stranger.status).toBe(403);
    expect(stranger.raw.includes(Buffer.from('%PDF'))).toBe(false);
    expect((await send('GET', `/clap/prop/proposal-document/${docId}`, otherPartner.token)).status).toBe(403);
    expect((await send('GET', `/clap/prop/proposal-document/${docId}`)).status).toBe(401);

    const mine = await send('GET', '/clap/prop/proposal/mine', creative.token);
    expect(mine.body.data.map((p: any) => p.call.title)).toContain('Music residency');
    const again = await send('POST', `/clap/prop/call/${id}/proposal`, creative.token, proposal());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already sent a proposal to this call.');
  });

  it('checks fields, documents (by their bytes) and eligibility', async () => {
    const id = await publish({ eligible_kinds: ['creative'], sectors: ['Music'], states: ['Lagos'] });
    const url = `/clap/prop/call/${id}/proposal`;
    const cases: [TestAccount, Record<string, unknown>, number, string][] = [
      [creative, { title: ' ' }, 400, 'All fields are required'],
      [creative, { documents: [pdf('Cover Letter')] }, 400, 'Please attach every required document: CAC.'],
      [
        creative,
        { documents: [pdf('Cover Letter'), pdf('cover letter'), pdf('CAC')] },
        400,
        'Each document needs a different name.',
      ],
      [
        creative,
        { documents: [pdf('Cover Letter'), { name: 'CAC', type: 'docx', data: PDF.toString('base64') }] },
        415,
        'Only PDF, PNG or JPEG documents are accepted.',
      ],
      [
        creative,
        {
          documents: [
            pdf('Cover Letter'),
            { name: 'CAC', type: 'pdf', data: Buffer.from('<html><script>1</script>').toString('base64') },
          ],
        },
        415,
        "A document's content does not match its type.",
      ],
      [
        creative,
        { documents: [pdf('Cover Letter'), { name: 'CAC', type: 'pdf', data: '***' }] },
        400,
        'A document is not valid base64.',
      ],
      [business, {}, 403, 'Your account type cannot apply to this call for proposals.'],
      [creative2, {}, 403, 'This call for proposals is not open to your sector.'],
    ];
    for (const [who, over, status, message] of cases) {
      const res = await send('POST', url, who.token, proposal(over));
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await send('POST', url, partner.token, proposal())).status).toBe(403);
    expect((await send('POST', url, undefined, proposal())).status).toBe(401);
    expect((await send('POST', url, creative.token, { ...proposal(), status: 'APPROVED' })).status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const tooBig = await send(
      'POST',
      url,
      creative.token,
      proposal({ documents: [pdf('Cover Letter'), { name: 'CAC', type: 'pdf', data: big }] }),
    );
    expect(tooBig.status).toBe(413);
    // Nothing was stored by the refusals.
    expect(
      (await send('GET', '/clap/prop/proposal/mine', creative.token)).body.data.some(
        (p: any) => p.call.id === id,
      ),
    ).toBe(false);
    const png = await imageBuffer({ format: 'png' });
    const ok = await send(
      'POST',
      url,
      creative.token,
      proposal({
        documents: [pdf('Cover Letter'), { name: 'CAC', type: 'png', data: png.toString('base64') }],
      }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.documents[1].type).toBe('png');
  });

  it('accepts nothing after the closing date, or before the opening', async () => {
    const id = await publish();
    await closeByTime(id);
    const res = await send('POST', `/clap/prop/call/${id}/proposal`, creative.token, proposal());
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This call for proposals has closed: no more proposals are accepted.');
    const later = await publish({ opens_at: day(3) });
    const early = await send('POST', `/clap/prop/call/${later}/proposal`, creative.token, proposal());
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('This call for proposals is not open yet.');
  });

  it('concurrent submissions by one account to one call give one proposal', async () => {
    const id = await publish({ documents_required: [] });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        send('POST', `/clap/prop/call/${id}/proposal`, creative2.token, proposal({ documents: [] })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const rows = await ctx.database.db
      .selectFrom('proposals')
      .select('id')
      .where('call_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('edits until closing while PENDING; a withdrawal keeps no documents', async () => {
    const id = await publish();
    const sent = await send('POST', `/clap/prop/call/${id}/proposal`, creative.token, proposal());
    const pid = sent.body.data.id;
    const oldDoc = sent.body.data.documents[1].id;
    expect((await send('PUT', `/clap/prop/proposal/${pid}`, creative2.token, proposal())).status).toBe(403);
    const edit = await send('PUT', `/clap/prop/proposal/${pid}`, creative.token, {
      title: 'Lagos at dawn',
      coverLetter: 'Changed.',
      documents: [pdf('CAC')],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.title).toBe('Lagos at dawn');
    expect(edit.body.data.documents.map((d: any) => d.name).sort()).toEqual(['CAC', 'Cover Letter']);
    expect((await send('GET', `/clap/prop/proposal-document/${oldDoc}`, creative.token)).status).toBe(404);
    const docs = edit.body.data.documents.map((d: any) => d.id);
    const withdraw = await send('DELETE', `/clap/prop/proposal/${pid}`, creative.token);
    expect(withdraw.status).toBe(200);
    expect(withdraw.body.message).toBe('Your proposal has been withdrawn.');
    for (const doc of docs)
      expect((await send('GET', `/clap/prop/proposal-document/${doc}`, admin.token)).status).toBe(404);
    const left = await ctx.database.db
      .selectFrom('proposal_documents')
      .select('id')
      .where('id', 'in', docs)
      .execute();
    expect(left).toHaveLength(0);
    // Sent again after a withdrawal, then closed: no more edits or withdrawals.
    const again = await send('POST', `/clap/prop/call/${id}/proposal`, creative.token, proposal());
    expect(again.status).toBe(201);
    await closeByTime(id);
    const late = await send('PUT', `/clap/prop/proposal/${again.body.data.id}`, creative.token, proposal());
    expect(late.status).toBe(403);
    expect((await send('DELETE', `/clap/prop/proposal/${again.body.data.id}`, creative.token)).status).toBe(
      403,
    );
  });
});

describe('review and decision', () => {
  let callId: number;
  let pid: number;
  beforeAll(async () => {
    callId = await publish({ title: 'Design grant', eligible_kinds: ['creative', 'business'] });
    pid = (await send('POST', `/clap/prop/call/${callId}/proposal`, creative.token, proposal())).body.data.id;
    await send(
      'POST',
      `/clap/prop/call/${callId}/proposal`,
      business.token,
      proposal({ title: '=HYPERLINK("x")' }),
    );
  });

  it("lists a call's proposals to its partner and admins only, paged and by status, with notes", async () => {
    const list = await send('GET', `/clap/prop/call/${callId}/proposals?limit=1`, partner.token);
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ total: 2, limit: 1 });
    expect(list.body.data[0].applicant).toMatchObject({ kind: 'business' });
    expect((await send('GET', `/clap/prop/call/${callId}/proposals`, otherPartner.token)).status).toBe(403);
    expect((await send('GET', `/clap/prop/call/${callId}/proposals`, creative.token)).status).toBe(403);
    expect((await send('GET', `/clap/prop/call/${callId}/proposals`, admin.token)).status).toBe(200);
    const note = await send('PUT', `/clap/prop/proposal/${pid}/note`, partner.token, {
      note: 'Strong reel.',
    });
    expect(note.status).toBe(200);
    expect(note.body.data.note).toBe('Strong reel.');
    expect(
      (await send('PUT', `/clap/prop/proposal/${pid}/note`, otherPartner.token, { note: 'x' })).status,
    ).toBe(403);
    const asApplicant = await send('GET', `/clap/prop/proposal/${pid}`, creative.token);
    expect(asApplicant.status).toBe(200);
    expect(asApplicant.body.data.note).toBeUndefined();
    expect((await send('GET', `/clap/prop/proposal/${pid}`, creative2.token)).status).toBe(403);
    expect((await send('GET', `/clap/prop/proposal/${pid}`, otherPartner.token)).status).toBe(403);
    const asPartner = await send('GET', `/clap/prop/proposal/${pid}`, partner.token);
    expect(asPartner.body.data.note).toBe('Strong reel.');
    const pendingOnly = await send(
      'GET',
      `/clap/prop/call/${callId}/proposals?status=APPROVED`,
      partner.token,
    );
    expect(pendingOnly.body.data).toHaveLength(0);
  });

  it('a decision needs a message, mails the applicant, and only an admin changes it', async () => {
    const noMessage = await send('PATCH', `/clap/prop/proposal/${pid}`, partner.token, {
      status: 'APPROVED',
      message: '  ',
    });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.message).toBe('A decision needs a message to the applicant.');
    expect(
      (await send('PATCH', `/clap/prop/proposal/${pid}`, partner.token, { status: 'APPROVED' })).status,
    ).toBe(400);
    expect(
      (await send('PATCH', `/clap/prop/proposal/${pid}`, partner.token, { status: 'PENDING', message: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (
        await send('PATCH', `/clap/prop/proposal/${pid}`, otherPartner.token, {
          status: 'APPROVED',
          message: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('PATCH', `/clap/prop/proposal/${pid}`, creative.token, {
          status: 'APPROVED',
          message: 'x',
        })
      ).status,
    ).toBe(403);
    const before = ctx.mail.length;
    const ok = await send('PATCH', `/clap/prop/proposal/${pid}`, partner.token, {
      status: 'APPROVED',
      message: 'Congratulations <b>Ngozi</b>',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'APPROVED', message: 'Congratulations <b>Ngozi</b>' });
    const mails = ctx.mail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(creative.email);
    expect(mails[0].subject).toBe('Your proposal Lagos at night: APPROVED');
    expect(mails[0].text).toContain('Their message: Congratulations <b>Ngozi</b>');
    expect(mails[0].html).not.toContain('<b>Ngozi');
    const mine = await send('GET', '/clap/prop/proposal/mine', creative.token);
    expect(mine.body.data.find((p: any) => p.id === pid)).toMatchObject({ status: 'APPROVED' });
    const change = await send('PATCH', `/clap/prop/proposal/${pid}`, partner.token, {
      status: 'REJECTED',
      message: 'No',
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('Only an admin can change a decision.');
    const byAdmin = await send('PATCH', `/clap/prop/proposal/${pid}`, admin.token, {
      status: 'REJECTED',
      message: 'Budget cut',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.status).toBe('REJECTED');
    // The applicant can no longer edit a decided proposal.
    const edit = await send('PUT', `/clap/prop/proposal/${pid}`, creative.token, proposal());
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('A decided proposal can no longer be changed.');
  });

  it('gives the partner a formula-safe CSV without documents', async () => {
    const csv = await send('GET', `/clap/prop/call/${callId}/proposals.csv`, partner.token);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,title,applicant,kind,email,phone,status,submitted,decided');
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.text).toContain('Ngozi Okafor');
    expect(csv.text).not.toContain('%PDF');
    expect((await send('GET', `/clap/prop/call/${callId}/proposals.csv`, otherPartner.token)).status).toBe(
      403,
    );
  });

  it("exports the applicant's proposals, and on deletion keeps the decision without the person", async () => {
    const gone = await createAccount(ctx, { kind: 'creative' });
    const sent = await send(
      'POST',
      `/clap/prop/call/${callId}/proposal`,
      gone.token,
      proposal({ title: 'Leaving soon' }),
    );
    expect(sent.status).toBe(201);
    const exported = await send('GET', '/clap/prop/account/export', gone.token);
    expect(exported.status).toBe(200);
    expect(exported.text).toContain('Leaving soon');
    expect(exported.text).not.toContain('Strong reel.');
    const doc = sent.body.data.documents[0].id;
    const { deleteAccount } = await import('../../server/repositories/account');
    await deleteAccount(ctx.database.db, gone.id, () => null);
    const list = await send('GET', `/clap/prop/call/${callId}/proposals`, partner.token);
    const row = list.body.data.find((p: any) => p.id === sent.body.data.id);
    expect(row.applicant).toBeNull();
    expect(row.coverLetter).toBe('');
    expect(row.documents).toEqual([]);
    expect((await send('GET', `/clap/prop/proposal-document/${doc}`, admin.token)).status).toBe(404);
    const csv = await send('GET', `/clap/prop/call/${callId}/proposals.csv`, partner.token);
    expect(csv.text).toContain('Applicant account deleted');
  });
});
