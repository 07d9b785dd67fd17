// Calls for proposals, the rest of issue 32 (docs/proposals.md): multipart proposals with the same checks as the
// spec's base64 shape, calls as content (reports, the admin's take-down with a reason, gone from every list), the
// edit rules of a published call, and the admin's Insights and the open data's calls and proposals counts.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- JSON answers are read loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, imageBuffer, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let partner: TestAccount;
let otherPartner: TestAccount;
let creative: TestAccount;
let creative2: TestAccount;
let admin: TestAccount;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createAccount(ctx, { kind: 'partner', approved: true, profile: { name: 'Arts Trust' } });
  otherPartner = await createAccount(ctx, { kind: 'partner', approved: true });
  creative = await createAccount(ctx, {
    kind: 'creative',
    profile: { first_name: 'Ngozi', last_name: 'Okafor', category: 'Music', residence_state: 'Lagos' },
  });
  creative2 = await createAccount(ctx, { kind: 'creative', profile: { residence_state: 'Kano' } });
  admin = await createAccount(ctx, { kind: 'admin' });
});
afterAll(async () => ctx?.close());

interface Answer {
  status: number;
  body: any;
  text: string;
}

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Answer> {
  const response = await ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : {}, text: response.payload };
}

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart/form-data body, as a browser's FormData sends it. */
function form(parts: Part[]): { payload: Buffer; boundary: string } {
  const boundary = `----clap${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'file' in part ? part.file : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), boundary };
}

async function sendForm(method: 'POST' | 'PUT', url: string, token: string, parts: Part[]): Promise<Answer> {
  const { payload, boundary } = form(parts);
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : {}, text: response.payload };
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

const pdfPart = (name: string, file = PDF, type = 'application/pdf'): Part => ({
  name,
  file,
  filename: `${name}.pdf`,
  type,
});
const textParts = (title = 'Lagos at night', coverLetter = 'A film about night markets.'): Part[] => [
  { name: 'title', value: title },
  { name: 'coverLetter', value: coverLetter },
];

describe('multipart proposals', () => {
  it('a creative sends title, cover letter and one file part per required document', async () => {
    const id = await publish();
    const res = await sendForm('POST', `/clap/prop/call/${id}/proposal`, creative.token, [
      ...textParts(),
      pdfPart('Cover Letter'),
      pdfPart('CAC'),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Lagos at night', status: 'PENDING' });
    expect(res.body.data.documents.map((d: any) => [d.name, d.type, d.file_name])).toEqual([
      ['Cover Letter', 'pdf', 'Cover Letter.pdf'],
      ['CAC', 'pdf', 'CAC.pdf'],
    ]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/clap/prop/proposal-document/${res.body.data.documents[0].id}`,
      headers: { authorization: creative.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // The edit takes multipart too: one document replaced, the other kept.
    const png = await imageBuffer({ format: 'png' });
    const edit = await sendForm('PUT', `/clap/prop/proposal/${res.body.data.id}`, creative.token, [
      ...textParts('Lagos after dark'),
      { name: 'CAC', file: png, filename: 'cac.png', type: 'image/png' },
    ]);
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.title).toBe('Lagos after dark');
    expect(edit.body.data.documents.map((d: any) => [d.name, d.type])).toEqual([
      ['Cover Letter', 'pdf'],
      ['CAC', 'png'],
    ]);
  });

  it('refuses a forged PDF, a missing document, unknown fields and blank fields with the same sentences', async () => {
    const id = await publish();
    const url = `/clap/prop/call/${id}/proposal`;
    const forged = await sendForm('POST', url, creative2.token, [
      ...textParts(),
      pdfPart('Cover Letter', Buffer.from('<html><script>alert(1)</script></html>')),
      pdfPart('CAC'),
    ]);
    expect(forged.status).toBe(415);
    expect(forged.body.message).toBe("A document's content does not match its type.");
    const exe = await sendForm('POST', url, creative2.token, [
      ...textParts(),
      {
        name: 'Cover Letter',
        file: Buffer.from('MZ\x90\x00'),
        filename: 'x.exe',
        type: 'application/x-msdownload',
      },
      pdfPart('CAC'),
    ]);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe('Only PDF, PNG or JPEG documents are accepted.');
    const missing = await sendForm('POST', url, creative2.token, [...textParts(), pdfPart('Cover Letter')]);
    expect(missing.status).toBe(400);
    const blank = await sendForm('POST', url, creative2.token, [
      ...textParts(''),
      pdfPart('Cover Letter'),
      pdfPart('CAC'),
    ]);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('All fields are required');
    const extra = await sendForm('POST', url, creative2.token, [
      ...textParts(),
      { name: 'status', value: 'APPROVED' },
      pdfPart('Cover Letter'),
      pdfPart('CAC'),
    ]);
    expect(extra.status).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: creative2.token, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBe(400);
    // Nothing was kept of the refused ones: the creative may still send one.
    const good = await sendForm('POST', url, creative2.token, [
      ...textParts(),
      pdfPart('Cover Letter'),
      pdfPart('CAC'),
    ]);
    expect(good.status, JSON.stringify(good.body)).toBe(201);
  });

  it('a file over the upload limit is 413 with the upload service sentence', async () => {
    const id = await publish();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await sendForm('POST', `/clap/prop/call/${id}/proposal`, creative.token, [
      ...textParts(),
      pdfPart('Cover Letter', big),
      pdfPart('CAC'),
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^The file is too large \(maximum /);
  });

  it('an anonymous multipart request is refused before its body is read', async () => {
    const id = await publish();
    const { payload, boundary } = form([...textParts(), pdfPart('Cover Letter'), pdfPart('CAC')]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/clap/prop/call/${id}/proposal`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

const REASON = 'Asks applicants to pay an application fee.';

/** Sends a proposal (the spec's JSON shape) and answers its id and its documents' files. */
async function apply(callId: number, token = creative.token) {
  const pdf = (name: string) => ({
    name,
    type: 'pdf',
    data: PDF.toString('base64'),
    file_name: `${name}.pdf`,
  });
  const res = await send('POST', `/clap/prop/call/${callId}/proposal`, token, {
    title: 'Lagos at night',
    coverLetter: 'A film about night markets.',
    documents: [pdf('Cover Letter'), pdf('CAC')],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const files = await ctx.database.db
    .selectFrom('proposal_documents')
    .select('file_name')
    .where('proposal_id', '=', res.body.data.id)
    .execute();
  return { id: res.body.data.id as number, files: files.map((f) => f.file_name) };
}

describe('calls are content: reports and take-down', () => {
  it('a member reports a call; the admin takes it down from the queue: gone everywhere, proposals and files too', async () => {
    const id = await publish({ title: 'Pay-to-apply grant' });
    const sent = await apply(id);
    expect(await ctx.app.uploadStore.get('private', sent.files[0])).toBeTruthy();
    const listed = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(listed.payload).toContain(`/proposaldetailsPage/${id}<`);

    const own = await send('POST', '/clap/prop/reports', partner.token, {
      item_type: 'call',
      item_id: id,
      reason: 'spam',
    });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot report your own content.');
    const report = await send('POST', '/clap/prop/reports', creative2.token, {
      item_type: 'call',
      item_id: id,
      reason: 'scam_or_fraud',
      details: 'Asks for a fee',
    });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const queue = await send('GET', '/clap/prop/admin/reports?limit=100', admin.token);
    const row = (queue.body.data as any[]).find((r) => r.item_type === 'call' && r.item_id === id);
    expect(row).toMatchObject({ item_title: 'Pay-to-apply grant', author: { id: partner.id } });

    ctx.mail.length = 0;
    const res = await send('PATCH', `/clap/prop/admin/reports/${row.id}`, admin.token, {
      action: 'take_down',
      reason: REASON,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('The item has been taken down and its author informed.');

    const details = await send('GET', `/clap/prop/public/call/${id}`);
    expect(details.status).toBe(404);
    expect(details.body.message).toBe('Call for proposals not found.');
    const list = await send('GET', '/clap/prop/public/call?limit=100');
    expect((list.body.data as any[]).map((c) => c.id)).not.toContain(id);
    const mine = await send('GET', '/clap/prop/call', partner.token);
    expect((mine.body.data as any[]).map((c) => c.id)).not.toContain(id);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.payload).not.toContain(`/proposaldetailsPage/${id}<`);
    // The applicant's proposal and its private documents went with the call.
    const proposals = await send('GET', '/clap/prop/proposal/mine', creative.token);
    expect((proposals.body.data as any[]).map((p) => p.id)).not.toContain(sent.id);
    expect(await ctx.app.uploadStore.get('private', sent.files[0])).toBeFalsy();

    const kept = await ctx.database.db
      .selectFrom('removed_content')
      .selectAll()
      .where('item_type', '=', 'call')
      .where('item_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ author_id: partner.id, title: 'Pay-to-apply grant', reason: REASON });
    const mail = ctx.mail.filter((m) => m.to === partner.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain('Pay-to-apply grant');
    expect(mail[0].text).toContain('call for proposals');
    expect(mail[0].text).toContain(REASON);
  });

  it("an admin's DELETE of someone else's call is a take-down that needs a reason; their own call is a plain delete", async () => {
    const id = await publish();
    await apply(id);
    const noReason = await send('DELETE', `/clap/prop/call/${id}`, admin.token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give a reason of 10 to 500 characters.');
    // A partner cannot take down another partner's call, reason or not.
    expect(
      (await send('DELETE', `/clap/prop/call/${id}`, otherPartner.token, { reason: REASON })).status,
    ).toBe(403);
    const res = await send('DELETE', `/clap/prop/call/${id}`, admin.token, { reason: REASON });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('The item has been taken down and its author informed.');
    expect((await send('GET', `/clap/prop/public/call/${id}`)).status).toBe(404);
    expect((await send('DELETE', `/clap/prop/call/${id}`, admin.token, { reason: REASON })).status).toBe(404);

    const ministry = await publish({ host: 'The Ministry' }, admin.token);
    const del = await send('DELETE', `/clap/prop/call/${ministry}`, admin.token);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Call for proposals deleted.');
  });
});

describe('editing a published call', () => {
  it('without proposals everything may change; with proposals only what the applicants did not rely on', async () => {
    const id = await publish({ sectors: ['Music'], states: ['Lagos'] });
    const put = (over: Record<string, unknown>, token = partner.token) =>
      send(
        'PUT',
        `/clap/prop/call/${id}`,
        token,
        callBody({ sectors: ['Music'], states: ['Lagos'], ...over }),
      );
    const free = await put({ documents_required: ['Cover Letter'], closes_at: day(5) });
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    expect(free.body.data.documents_required).toEqual(['Cover Letter']);
    await apply(id).catch(() => undefined);
    const sent = await send('GET', `/clap/prop/call/${id}/proposals`, partner.token);
    expect(sent.body.meta.total).toBe(1);

    const refused: [Record<string, unknown>, string][] = [
      [
        { documents_required: ['Cover Letter', 'CAC'] },
        'Once proposals have been sent, the documents required cannot change.',
      ],
      [
        { documents_required: ['Cover Letter'], opens_at: day(-2) },
        'Once proposals have been sent, the opening date cannot change.',
      ],
      [
        { documents_required: ['Cover Letter'], closes_at: day(3) },
        'Once proposals have been sent, the closing date can only move later. Close the call to end it now.',
      ],
      [
        { documents_required: ['Cover Letter'], eligible_kinds: ['business'] },
        'Once proposals have been sent, who may apply can only be widened.',
      ],
      [
        { documents_required: ['Cover Letter'], states: ['Kano'] },
        'Once proposals have been sent, who may apply can only be widened.',
      ],
    ];
    for (const [over, message] of refused) {
      const res = await put({ closes_at: day(5), ...over });
      expect(res.status, JSON.stringify(over)).toBe(409);
      expect(res.body.message).toBe(message);
    }
    // Extending the closing date, widening who may apply and renaming are fine; an admin may edit too.
    const ok = await put({
      title: 'Film Fund 2027 (extended)',
      documents_required: ['cover letter'],
      closes_at: day(20),
      eligible_kinds: ['creative', 'business'],
      states: ['Lagos', 'Kano'],
      sectors: [],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({
      title: 'Film Fund 2027 (extended)',
      states: ['Lagos', 'Kano'],
      sectors: [],
    });
    expect(ok.body.data.closes_at).toBe(new Date(`${day(20)}T23:59:00+01:00`).toISOString());
    const byAdmin = await send('PUT', `/clap/prop/call/${id}`, admin.token, {
      ...callBody({
        title: 'Edited by the ministry',
        host: 'Arts Trust',
        documents_required: ['Cover Letter'],
        closes_at: day(20),
      }),
      eligible_kinds: ['creative', 'business'],
      states: ['Lagos', 'Kano'],
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    // The public answer shows the edit at once (the public-read cache is emptied by the write).
    expect((await send('GET', `/clap/prop/public/call/${id}`)).body.data.title).toBe(
      'Edited by the ministry',
    );
    expect((await send('PUT', `/clap/prop/call/${id}`, otherPartner.token, callBody())).status).toBe(403);
  });
});

describe("the admin's Insights", () => {
  it('counts proposals per call by status with approval rates (approved of decided)', async () => {
    const id = await publish({ title: 'Insight Fund', documents_required: [] });
    const empty = { title: 'Mine', coverLetter: 'Letter', documents: [] };
    const ids: number[] = [];
    for (const account of [creative, creative2]) {
      const res = await send('POST', `/clap/prop/call/${id}/proposal`, account.token, empty);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.data.id);
    }
    const third = await createAccount(ctx, { kind: 'creative', profile: { residence_state: 'Oyo' } });
    const sent = await send('POST', `/clap/prop/call/${id}/proposal`, third.token, empty);
    ids.push(sent.body.data.id);
    await send('PATCH', `/clap/prop/proposal/${ids[0]}`, partner.token, {
      status: 'APPROVED',
      message: 'Yes',
    });
    await send('PATCH', `/clap/prop/proposal/${ids[1]}`, partner.token, {
      status: 'REJECTED',
      message: 'No',
    });

    const res = await send('GET', '/clap/prop/admin/insights?period=30d', admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { proposals } = res.body.data;
    expect(proposals.per_call.find((c: any) => c.call_id === id)).toEqual({
      call_id: id,
      title: 'Insight Fund',
      host: 'Arts Trust',
      proposals: 3,
      pending: 1,
      approved: 1,
      rejected: 1,
      approval_rate: 0.5,
    });
    expect(proposals.total).toBe(proposals.pending + proposals.approved + proposals.rejected);
    expect(proposals.approval_rate).toBe(proposals.approved / (proposals.approved + proposals.rejected));
    expect((await send('GET', '/clap/prop/admin/insights', partner.token)).status).toBe(403);
  });
});
