/* eslint-disable @typescript-eslint/no-unsafe-assignment -- asymmetric matchers (expect.stringMatching) inside expected objects */
// Account settings: change password, sign out everywhere, export my data (funding applications and private documents
// included), delete my account (atomic, files and private documents too).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../../server/services/uploads';
import { diskUploadsDir } from '../../server/lib/upload-store';
import { hashPassword, verifyPassword, SYSTEM_LANE } from '../../server/lib/passwords';
import { recordConsent } from '../../server/repositories/consents';
import { storeFundingDocument } from '../../server/services/funding';
import { PASSWORD_MESSAGES } from '../../contract/password-rules';
import { body, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const PASSWORD = 'Secret@Pass1';

async function createCreative(email: string): Promise<number> {
  const db = ctx.database.db;
  const row = await db
    .insertInto('accounts')
    .values({
      kind: 'creative',
      email,
      password_hash: await hashPassword(PASSWORD, SYSTEM_LANE),
      is_activated: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('creative_profiles')
    .values({
      account_id: row.id,
      first_name: 'Ada',
      last_name: 'Obi',
      bio: 'Painter',
      identity_hash: `deadbeef${Buffer.from(email).toString('hex')}`,
      identity_last4: '1234',
      verification_method: 'NIN',
    })
    .execute();
  return row.id;
}

const auth = (token: string) => ({ authorization: token });
const profileStatus = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/clap/prop/account/export', headers: auth(token) }))
    .statusCode;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const privateDir = () => diskUploadsDir(ctx.config.dataDir, 'private');

/** A private document written through the real store (file and row), optionally attached to a new application. */
async function fundingDocument(ownerId: number, name: string, application?: { purpose: string }) {
  const document = await storeFundingDocument(
    ctx.database.db,
    { store: ctx.app.uploadStore, maxBytes: 1024 * 1024 },
    ownerId,
    { name, data: PDF },
  );
  const row = await ctx.database.db
    .selectFrom('funding_documents')
    .select(['id', 'file_name'])
    .where('id', '=', document.id)
    .executeTakeFirstOrThrow();
  let applicationId: number | null = null;
  if (application) {
    const created = await ctx.database.db
      .insertInto('funding_applications')
      .values({
        account_id: ownerId,
        applicant_name: 'Ada Obi',
        applicant_email: `applicant-${ownerId}@test.local`,
        applicant_phone: null,
        applicant_kind: 'creative',
        amount_ngn: 100000,
        purpose: application.purpose,
        programme: 'grant',
        status: 'under_review',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    applicationId = created.id;
    await ctx.database.db
      .updateTable('funding_documents')
      .set({ application_id: applicationId })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.id, fileName: row.file_name, applicationId };
}

async function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe('PUT /clap/prop/account/password', () => {
  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/password',
      payload: { current_password: 'x', password: 'y', confirm_password: 'y' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong current password and enforces the spec rules with its messages', async () => {
    const id = await createCreative('pw-rules@test.local');
    const token = await ctx.app.issueSession(id);
    const change = (current_password: string, password: string, confirm_password = password) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/clap/prop/account/password',
        headers: auth(token),
        payload: { current_password, password, confirm_password },
      });

    const wrong = await change('Wrong@Pass1', 'New@Password2');
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('Your current password is incorrect.');

    const cases: [string, string, string][] = [
      ['Ab@1', 'Ab@1', 'Password should be at least 8 characters long.'],
      ['New@Password2', 'New@Password3', 'Passwords do not match.'],
      ['new@password2', 'new@password2', 'Password should contain at least one capital letter.'],
      ['NewPassword2', 'NewPassword2', 'Password should contain at least one symbol.'],
      ['Password1!', 'Password1!', PASSWORD_MESSAGES.tooCommon],
      [`A@${'a'.repeat(127)}`, `A@${'a'.repeat(127)}`, PASSWORD_MESSAGES.tooLong],
    ];
    for (const [password, confirm, message] of cases) {
      const res = await change(PASSWORD, password, confirm);
      expect(res.statusCode, message).toBe(400);
      expect(body(res).message).toBe(message);
    }
    const stored = await ctx.database.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(PASSWORD, stored.password_hash, SYSTEM_LANE)).toBe(true);
  });

  it('changes the password and revokes every other session, keeping this one', async () => {
    const id = await createCreative('pw-change@test.local');
    const current = await ctx.app.issueSession(id);
    const other = await ctx.app.issueSession(id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/password',
      headers: auth(current),
      payload: { current_password: PASSWORD, password: 'Brand@New2026', confirm_password: 'Brand@New2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).status).toBe(true);
    expect(await profileStatus(current)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    const stored = await ctx.database.db
      .selectFrom('accounts')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('Brand@New2026', stored.password_hash, SYSTEM_LANE)).toBe(true);
  });
});

describe('POST /clap/prop/account/logout-all', () => {
  it('revokes every session, the current one included', async () => {
    const id = await createCreative('logout-all@test.local');
    const a = await ctx.app.issueSession(id);
    const b = await ctx.app.issueSession(id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/account/logout-all',
      headers: auth(a),
    });
    expect(res.statusCode).toBe(200);
    expect(await profileStatus(a)).toBe(401);
    expect(await profileStatus(b)).toBe(401);
  });
});

/** Gives an account a photo, a post with an image, a product, skills, a consent and an interest registration. */
async function populate(id: number, email: string) {
  const db = ctx.database.db;
  const photo = await storeImage(db, ctx.app.uploadStore, await png('#c00'), id);
  const postImage = await storeImage(db, ctx.app.uploadStore, await png('#0c0'), id);
  const unowned = await storeImage(db, ctx.app.uploadStore, await png('#00c'), null);
  await db
    .updateTable('creative_profiles')
    .set({ photo: photo.url, cover_photo: `${ctx.config.publicUrl}${unowned.url}` })
    .where('account_id', '=', id)
    .execute();
  await db
    .insertInto('posts')
    .values({ author_id: id, title: 'My first mural', description: 'Lagos wall', images: [postImage.url] })
    .execute();
  await db
    .insertInto('products')
    .values({
      author_id: id,
      title: 'Canvas print',
      description: 'A3',
      category: 'product',
      price: 25000,
      images: [postImage.url],
    })
    .execute();
  const skill = await db
    .insertInto('skills')
    .values({ name: `Painting ${id}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('account_skills').values({ account_id: id, skill_id: skill.id }).execute();
  await db
    .insertInto('owned_businesses')
    .values({ owner_id: id, name: 'Adire Studio', sector: 'Fashion', state: 'Lagos' })
    .execute();
  await recordConsent(db, id, 'terms', '2026-11-22');
  await recordConsent(db, id, 'terms', '2026-11-22'); // idempotent
  await ctx.app.inject({
    method: 'POST',
    url: '/clap/prop/interest',
    payload: { name: 'Ada', email, interest: 'ip-securitization' },
    remoteAddress: '10.1.0.1',
  });
  return { photo, postImage, unowned };
}

describe('GET /clap/prop/account/export', () => {
  it('exports everything the portal holds on the account, and no hash', async () => {
    const email = 'export@test.local';
    const id = await createCreative(email);
    const token = await ctx.app.issueSession(id);
    const { photo, postImage } = await populate(id, email);

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/account/export',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = body<{ data: Record<string, unknown> }>(res).data as {
      account: { email: string; kind: string };
      profile: { first_name: string; bio: string; photo: string; identity_last4: string };
      posts: { title: string }[];
      products: { title: string; price: number }[];
      owned_businesses: { name: string; sector: string; state: string }[];
      skills: { name: string }[];
      uploads: { name: string; url: string }[];
      consents: { kind: string; version: string }[];
      interest_registrations: { interest: string }[];
      sessions: { created_at: string; expires_at: string; current: boolean }[];
    };
    expect(data.account).toMatchObject({ email, kind: 'creative' });
    expect(data.profile).toMatchObject({
      first_name: 'Ada',
      bio: 'Painter',
      photo: photo.url,
      identity_last4: '1234',
    });
    expect(data.posts.map((p) => p.title)).toEqual(['My first mural']);
    expect(data.products).toMatchObject([{ title: 'Canvas print', price: 25000 }]);
    expect(data.owned_businesses).toMatchObject([
      { name: 'Adire Studio', sector: 'Fashion', state: 'Lagos' },
    ]);
    expect(data.skills.map((s) => s.name)).toEqual([`Painting ${id}`]);
    expect(data.uploads.map((u) => u.name).sort()).toEqual([photo.name, postImage.name].sort());
    expect(data.consents).toEqual([expect.objectContaining({ kind: 'terms', version: '2026-11-22' })]);
    expect(data.interest_registrations).toMatchObject([{ interest: 'ip-securitization' }]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ current: true });
    expect(data.sessions[0].expires_at).toBeTruthy();

    const raw = res.body;
    expect(raw).not.toMatch(/password/i);
    expect(raw).not.toMatch(/hash/i);
    expect(raw).not.toContain('deadbeef');
    expect(raw).not.toMatch(/scrypt\$/);
    const hashes = await ctx.database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('account_id', '=', id)
      .execute();
    for (const { token_hash } of hashes) expect(raw).not.toContain(token_hash);
  });

  it('includes the funding applications with their history and documents, but not where the files are kept', async () => {
    const email = 'export-funding@test.local';
    const id = await createCreative(email);
    const token = await ctx.app.issueSession(id);
    const db = ctx.database.db;
    const application = await db
      .insertInto('funding_applications')
      .values({
        account_id: id,
        applicant_name: 'Ada Obi',
        applicant_email: email,
        applicant_phone: null,
        applicant_kind: 'creative',
        amount_ngn: 500000,
        purpose: 'A kiln for the studio',
        programme: 'grant',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('funding_status_history')
      .values({ application_id: application.id, status: 'received', actor_id: id, note: null })
      .execute();
    await db
      .insertInto('funding_documents')
      .values({
        owner_id: id,
        application_id: application.id,
        file_name: 'secret-stored-name.pdf',
        original_name: 'budget.pdf',
        mime: 'application/pdf',
        bytes: 1234,
      })
      .execute();

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/account/export',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const data = body<{ data: { funding_applications: Record<string, unknown>[] } }>(res).data;
    expect(data.funding_applications).toMatchObject([
      {
        purpose: 'A kiln for the studio',
        amount_ngn: 500000,
        programme: 'grant',
        status_history: [{ status: 'received' }],
        documents: [
          {
            original_name: 'budget.pdf',
            mime: 'application/pdf',
            bytes: 1234,
            download_url: expect.stringMatching(
              /^http:\/\/localhost:\d+\/clap\/prop\/funding\/document\/\d+$/,
            ),
          },
        ],
      },
    ]);
    expect(res.body).not.toContain('secret-stored-name');
  });

  it('lists every private document the member uploaded (attached or not) with its name, date, status and a download link that works for them', async () => {
    const id = await createCreative('export-documents@test.local');
    const token = await ctx.app.issueSession(id);
    const attached = await fundingDocument(id, 'Business plan.pdf', { purpose: 'A recording studio' });
    const waiting = await fundingDocument(id, 'Quote.pdf');
    const someoneElse = await fundingDocument(
      await createCreative('export-documents-other@test.local'),
      'Not mine.pdf',
    );

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/account/export',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const data = body<{
      data: {
        documents: Record<string, unknown>[];
        funding_applications: { id: number; documents: { id: number }[] }[];
      };
    }>(res).data;
    const base = `http://localhost:${ctx.config.port}`;
    expect(data.documents).toEqual([
      {
        id: attached.id,
        kind: 'funding_document',
        original_name: 'Business plan.pdf',
        mime: 'application/pdf',
        bytes: PDF.length,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        application_id: attached.applicationId,
        status: 'under_review',
        download_url: `${base}/clap/prop/funding/document/${attached.id}`,
      },
      {
        id: waiting.id,
        kind: 'funding_document',
        original_name: 'Quote.pdf',
        mime: 'application/pdf',
        bytes: PDF.length,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        application_id: null,
        status: 'not attached',
        download_url: `${base}/clap/prop/funding/document/${waiting.id}`,
      },
    ]);
    expect(
      data.funding_applications.map((application) => application.documents.map((document) => document.id)),
    ).toEqual([[attached.id]]);
    // Where the files are kept never leaves the server, and another member's document is not listed.
    for (const name of [attached.fileName, waiting.fileName, someoneElse.fileName])
      expect(res.body).not.toContain(name);
    expect(res.body).not.toContain('Not mine.pdf');
    // The link is the signed-in download: it gives the member their file.
    const download = await ctx.app.inject({
      method: 'GET',
      url: new URL(String(data.documents[1].download_url)).pathname,
      headers: auth(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('includes the reports the account made', async () => {
    const id = await createCreative('export-reports@test.local');
    const token = await ctx.app.issueSession(id);
    await ctx.database.db
      .insertInto('reports')
      .values({
        item_type: 'post',
        item_id: 987654,
        reporter_id: id,
        reason: 'spam',
        details: 'Same advert every hour',
      })
      .execute();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/account/export',
      headers: auth(token),
    });
    const data = body<{ data: { reports_made: Record<string, unknown>[] } }>(res).data;
    expect(data.reports_made).toMatchObject([
      {
        item_type: 'post',
        item_id: 987654,
        reason: 'spam',
        details: 'Same advert every hour',
        resolution: null,
      },
    ]);
  });
});

/** Every row anywhere that points at the account (any column naming an account), except the audit log. */
async function rowsReferencing(id: number): Promise<string[]> {
  const db = ctx.database.db;
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name in ('account_id', 'author_id', 'owner_id', 'editor_id', 'updated_by', 'actor_id', 'id')
      and table_name not in ('audit_log', 'kysely_migration', 'kysely_migration_lock')`.execute(db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns.rows) {
    if (column_name === 'id' && table_name !== 'accounts') continue;
    const result = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table_name)} where ${sql.ref(column_name)} = ${id}`.execute(
      db,
    );
    if (Number(result.rows[0].n) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('DELETE /clap/prop/account', () => {
  it('with a wrong password deletes nothing', async () => {
    const email = 'keep@test.local';
    const id = await createCreative(email);
    const token = await ctx.app.issueSession(id);
    const { photo } = await populate(id, email);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/clap/prop/account',
      headers: auth(token),
      payload: { password: 'Wrong@Pass9' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('The password is incorrect.');
    expect(await rowsReferencing(id)).toEqual(
      expect.arrayContaining([
        'accounts.id',
        'creative_profiles.account_id',
        'posts.author_id',
        'products.author_id',
        'account_skills.account_id',
        'consents.account_id',
        'uploads.owner_id',
      ]),
    );
    expect(existsSync(path.join(diskUploadsDir(ctx.config.dataDir), photo.name))).toBe(true);
    expect(await profileStatus(token)).toBe(200);
  });

  it('is refused to admins and needs a session', async () => {
    const anon = await ctx.app.inject({
      method: 'DELETE',
      url: '/clap/prop/account',
      payload: { password: PASSWORD },
    });
    expect(anon.statusCode).toBe(401);
    const admin = await ctx.database.db
      .insertInto('accounts')
      .values({
        kind: 'admin',
        email: 'second-admin@test.local',
        password_hash: await hashPassword(PASSWORD, SYSTEM_LANE),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/clap/prop/account',
      headers: auth(await ctx.app.issueSession(admin.id)),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('deletes the account, everything of it and its files; the token then gets 401', async () => {
    const email = 'delete-me@test.local';
    const id = await createCreative(email);
    const token = await ctx.app.issueSession(id);
    const { photo, postImage, unowned } = await populate(id, email);
    const dir = diskUploadsDir(ctx.config.dataDir);
    const variantFiles = async (name: string) =>
      (
        await ctx.database.db
          .selectFrom('uploads')
          .select('variants')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).variants.map((v) => v.name);
    const files = [
      photo.name,
      postImage.name,
      unowned.name,
      ...(await variantFiles(photo.name)),
      ...(await variantFiles(unowned.name)),
    ];
    for (const file of files) expect(existsSync(path.join(dir, file))).toBe(true);
    // Someone else's upload in the same folder must survive.
    const bystander = await createCreative('bystander@test.local');
    const theirs = await storeImage(ctx.database.db, ctx.app.uploadStore, await png('#888'), bystander);

    // Private documents: one attached to an application, one still waiting; a bystander's must stay.
    const documents = [
      await fundingDocument(id, 'Plan.pdf', { purpose: 'A kiln' }),
      await fundingDocument(id, 'Quote.pdf'),
    ];
    const theirDocument = await fundingDocument(bystander, 'Theirs.pdf');
    for (const document of [...documents, theirDocument])
      expect(existsSync(path.join(privateDir(), document.fileName))).toBe(true);

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/clap/prop/account',
      headers: auth(token),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).status).toBe(true);

    // Gone when the answer arrives (no sweep at the next start needed), the bystander's untouched.
    for (const document of documents)
      expect(existsSync(path.join(privateDir(), document.fileName)), document.fileName).toBe(false);
    expect(existsSync(path.join(privateDir(), theirDocument.fileName))).toBe(true);
    expect(await rowsReferencing(id)).toEqual([]);
    const db = ctx.database.db;
    expect(
      await db.selectFrom('interest_registrations').select('id').where('email', '=', email).execute(),
    ).toEqual([]);
    expect(
      await db
        .selectFrom('uploads')
        .select('name')
        .where('name', 'in', [photo.name, postImage.name, unowned.name])
        .execute(),
    ).toEqual([]);
    for (const file of files) expect(existsSync(path.join(dir, file)), file).toBe(false);
    expect(existsSync(path.join(dir, theirs.name))).toBe(true);
    expect(await profileStatus(token)).toBe(401);
    // The audit trail keeps only the fact of the deletion, with no personal data.
    const auditRow = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'account.delete')
      .where('target_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(auditRow)).not.toContain(email);

    // Logging in fails afterwards (when the auth routes are present in this tree).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    expect(await db.selectFrom('accounts').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it("an admin's deletion of a member also removes the member's private documents from the store, after the commit", async () => {
    const id = await createCreative('deleted-by-admin@test.local');
    const document = await fundingDocument(id, 'Plan.pdf', { purpose: 'A loom' });
    expect(existsSync(path.join(privateDir(), document.fileName))).toBe(true);
    const db = ctx.database.db;
    const admin = await db
      .insertInto('accounts')
      .values({ kind: 'admin', email: 'deleting-admin@test.local', password_hash: null, is_activated: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('admin_profiles').values({ account_id: admin.id, name: 'Deleting admin' }).execute();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/clap/prop/admin-creative/${id}`,
      headers: auth(await ctx.app.issueSession(admin.id)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(path.join(privateDir(), document.fileName))).toBe(false);
    expect(
      await db.selectFrom('funding_documents').select('id').where('id', '=', document.id).execute(),
    ).toEqual([]);
  });
});
