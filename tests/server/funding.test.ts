// Funding applications (issue 13, docs/funding.md): private documents judged by their bytes, the application built
// from the profile, the admin's list and status changes, and the applicant's mail at each step.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON answers are read loosely */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, imageBuffer, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let creative: TestAccount;
let other: TestAccount;
let admin: TestAccount;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestContext();
  creative = await createAccount(ctx, {
    kind: 'creative',
    profile: { first_name: 'Ngozi', last_name: 'Okafor', phone_number: '08031234567' },
  });
  other = await createAccount(ctx, { kind: 'creative' });
  admin = await createAccount(ctx, { kind: 'admin' });
});
afterAll(async () => ctx?.close());

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) {
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
    headers: response.headers,
  };
}

const upload = (token: string, file: Buffer, name = 'plan.pdf') =>
  send('POST', '/clap/prop/funding/document', token, { name, file: file.toString('base64') });

const valid = {
  amount: 250_000,
  purpose: 'Studio equipment for a recording project in Enugu.',
  programme: 'grant',
};

describe('supporting documents', () => {
  it('takes a PDF by its magic bytes and keeps it out of the public uploads', async () => {
    const res = await upload(creative.token, PDF, '../../Business plan.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Business plan.pdf',
      mime: 'application/pdf',
      bytes: PDF.length,
    });
    const files = await readdir(path.join(ctx.config.dataDir, 'private', 'funding'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect((await send('GET', `/uploads/${files[0]}`)).status).toBe(404);
  });

  it('refuses a file that only claims to be a PDF (HTML, a script) with 415', async () => {
    for (const fake of [
      '<html><script>alert(1)</script></html>',
      'PDF-1.4 but not really',
      '#!/bin/sh\nrm -rf /',
    ]) {
      const res = await upload(creative.token, Buffer.from(fake), 'fake.pdf');
      expect(res.status, fake).toBe(415);
      expect(res.body.message).toBe('Only PDF documents or PNG, JPEG, WebP or GIF images are accepted.');
    }
  });

  it('re-encodes an image through the image pipeline', async () => {
    const res = await upload(creative.token, await imageBuffer({ format: 'jpeg' }), 'receipt.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.mime).toBe('image/jpeg');
  });

  it('refuses a document over 5 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(creative.token, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is too large (maximum 5 MB).');
  });

  it('only the applicant and admins may download a document; others get 403, anonymous 401', async () => {
    const id = (await upload(creative.token, PDF)).body.data.id as number;
    const own = await send('GET', `/clap/prop/funding/document/${id}`, creative.token);
    expect(own.status).toBe(200);
    expect(own.raw.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await send('GET', `/clap/prop/funding/document/${id}`, admin.token)).status).toBe(200);
    const stranger = await send('GET', `/clap/prop/funding/document/${id}`, other.token);
    expect(stranger.status).toBe(403);
    expect(stranger.raw.includes(Buffer.from('%PDF'))).toBe(false);
    expect((await send('GET', `/clap/prop/funding/document/${id}`)).status).toBe(401);
    expect((await send('GET', '/clap/prop/funding/document/999999', creative.token)).status).toBe(404);
  });
});

describe('applying', () => {
  it('anonymous callers get 401, partners 403', async () => {
    expect((await send('POST', '/clap/prop/funding', undefined, valid)).status).toBe(401);
    expect((await send('GET', '/clap/prop/funding')).status).toBe(401);
    expect((await send('GET', '/clap/prop/admin/funding')).status).toBe(401);
    const partner = await createAccount(ctx, { kind: 'partner', approved: true });
    expect((await send('POST', '/clap/prop/funding', partner.token, valid)).status).toBe(403);
    expect((await send('GET', '/clap/prop/admin/funding', creative.token)).status).toBe(403);
  });

  it('answers each invalid field with a sentence', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, amount: 500 }, 'amount must be at least 1000.'],
      [{ ...valid, amount: 12.5 }, 'amount must be integer.'],
      [{ ...valid, purpose: 'Too short' }, 'purpose must be at least 20 characters.'],
      [{ ...valid, programme: 'lottery' }, 'programme must be one of: grant, loan, equity, sponsorship.'],
      [{ amount: 1000, purpose: valid.purpose }, 'programme is required.'],
      [{ ...valid, documents: [1, 2, 3, 4, 5, 6] }, 'documents accepts at most 5 item(s).'],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/clap/prop/funding', creative.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("refuses someone else's document and leaves nothing behind", async () => {
    const theirs = (await upload(other.token, PDF)).body.data.id as number;
    const res = await send('POST', '/clap/prop/funding', creative.token, { ...valid, documents: [theirs] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A supporting document could not be found. Please upload it again.');
    expect((await send('GET', '/clap/prop/funding', creative.token)).body.data).toEqual([]);
  });

  it('stores the application with the profile details and documents, mails "received", lists it for the applicant', async () => {
    const before = ctx.mail.length;
    const doc = (await upload(creative.token, PDF, 'Budget.pdf')).body.data.id as number;
    const res = await send('POST', '/clap/prop/funding', creative.token, { ...valid, documents: [doc] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const app = res.body.data;
    expect(app).toMatchObject({
      status: 'received',
      amount: 250_000,
      programme: 'grant',
      applicant: {
        name: 'Ngozi Okafor',
        email: creative.email,
        phone_number: '08031234567',
        kind: 'creative',
      },
      documents: [{ id: doc, name: 'Budget.pdf', mime: 'application/pdf' }],
      history: [{ status: 'received', note: null }],
    });
    expect(app.reference).toBe(`FA-${String(app.id).padStart(6, '0')}`);
    const mails = ctx.mail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: creative.email,
      subject: `We received your funding application ${app.reference}`,
    });
    expect(mails[0].text).toContain('₦250,000 under the Creative economy grant programme');
    const own = await send('GET', '/clap/prop/funding', creative.token);
    expect(own.body.data.map((a: any) => a.id)).toEqual([app.id]);
    expect((await send('GET', '/clap/prop/funding', other.token)).body.data).toEqual([]);
    // A document goes into one application only.
    expect(
      (await send('POST', '/clap/prop/funding', creative.token, { ...valid, documents: [doc] })).status,
    ).toBe(400);
  });
});

describe('the admin', () => {
  it('lists applications paged and by status, changes a status with a note and the applicant is mailed', async () => {
    const created = await send('POST', '/clap/prop/funding', other.token, {
      ...valid,
      amount: 1_500_000,
      programme: 'loan',
      purpose: 'Touring costs for a <b>dance</b> company.',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;

    const list = await send('GET', '/clap/prop/admin/funding?status=received&page=1&limit=1', admin.token);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.meta).toMatchObject({ page: 1, limit: 1, total: 2, pages: 2 });
    expect(list.body.counts).toEqual({ received: 2, under_review: 0, approved: 0, declined: 0 });

    const before = ctx.mail.length;
    const note = 'Please bring <script>alert(1)</script> your ID.';
    const changed = await send('PATCH', `/clap/prop/admin/funding/${id}`, admin.token, {
      status: 'under_review',
      note,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.status).toBe('under_review');
    expect(changed.body.data.history.map((h: any) => [h.status, h.note])).toEqual([
      ['received', null],
      ['under_review', note],
    ]);
    const history = await ctx.database.db
      .selectFrom('funding_status_history')
      .select(['status', 'actor_id'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { status: 'received', actor_id: other.id },
      { status: 'under_review', actor_id: admin.id },
    ]);

    const mails = ctx.mail.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(other.email);
    expect(mails[0].subject).toBe(
      `Your funding application ${changed.body.data.reference} is now: Under review`,
    );
    expect(mails[0].text).toContain(`Note from the reviewer: ${note}`);
    expect(mails[0].html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mails[0].html).not.toContain('<script>');

    const same = await send('PATCH', `/clap/prop/admin/funding/${id}`, admin.token, {
      status: 'under_review',
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The application is already under review.');
    expect(
      (await send('PATCH', '/clap/prop/admin/funding/999999', admin.token, { status: 'approved' })).status,
    ).toBe(404);
    expect(
      (await send('PATCH', `/clap/prop/admin/funding/${id}`, admin.token, { status: 'paid' })).status,
    ).toBe(400);
    expect(
      (await send('PATCH', `/clap/prop/admin/funding/${id}`, other.token, { status: 'approved' })).status,
    ).toBe(403);
    const underReview = await send('GET', '/clap/prop/admin/funding?status=under_review', admin.token);
    expect(underReview.body.data.map((a: any) => a.id)).toEqual([id]);
  });
});

describe('private files of deleted accounts', () => {
  it('the sweep removes files whose rows are gone (older than 10 minutes) and keeps the others', async () => {
    const { sweepOrphanDocuments } = await import('../../server/services/funding');
    const { diskUploadsDir } = await import('../../server/lib/upload-store');
    const { utimes, writeFile } = await import('node:fs/promises');
    const gone = await createAccount(ctx, { kind: 'creative' });
    await upload(gone.token, PDF);
    const dir = diskUploadsDir(ctx.config.dataDir, 'private');
    const kept = await readdir(dir);
    await ctx.database.db.deleteFrom('accounts').where('id', '=', gone.id).execute();
    const old = new Date(Date.now() - 3_600_000);
    for (const name of await readdir(dir)) await utimes(path.join(dir, name), old, old);
    await writeFile(path.join(dir, 'fresh-orphan.pdf'), PDF);
    expect(await sweepOrphanDocuments(ctx.database.db, ctx.app.uploadStore)).toBe(1);
    const left = await readdir(dir);
    expect(left).toHaveLength(kept.length);
    expect(left).toContain('fresh-orphan.pdf');
  });
});
