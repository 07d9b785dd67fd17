// Certificates (issue 33, section 3): issuing for attended registrations only, twice issues nothing twice, the
// holder's mail, the public verification (valid, revoked with the reason, unknown codes), the PDF, the Open Badges
// VC-JWT verified with the published key by an independent call (node:crypto from the JWKS JSON), revocation rules,
// the certificate of registration, the holder's list, the export and the account's deletion; the signing keys
// (generated once, SIGNING_KEYS, rotation).
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- JSON answers are read loosely */
import { createPublicKey, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../server/repositories/account';
import {
  generateSigningJwk,
  parseSigningKeys,
  rotateSigningKeys,
  signingKeys,
} from '../../server/lib/signing-keys';
import { createAccount, type TestAccount } from './builders';
import { createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
let partner: TestAccount;
let otherPartner: TestAccount;
let admin: TestAccount;
let ada: TestAccount; // attended, Yoruba name
let bola: TestAccount; // attended, a business
let chidi: TestAccount; // registered, never came
let pastEvent: number;
let futureEvent: number;

const YORUBA_NAME = 'Adéṣọlá Ọ̀ṣọ́fisan';

async function createTraining(authorId: number, startsAt: Date, state: string | null = 'Lagos') {
  const row = await ctx.database.db
    .insertInto('events')
    .values({
      author_id: authorId,
      title: 'Film editing basics',
      description: 'Two days of cutting.',
      link: 'https://example.org/film',
      location: 'Offline',
      address: '1 Marina, Lagos',
      starts_at: startsAt,
      state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let codeCounter = 0;
async function register(eventId: number, accountId: number, attended: boolean) {
  codeCounter += 1;
  await ctx.database.db
    .insertInto('event_registrations')
    .values({
      event_id: eventId,
      account_id: accountId,
      status: 'registered',
      code: `CODE${String(codeCounter).padStart(4, '0')}`,
      attended_at: attended ? new Date() : null,
    })
    .execute();
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
  });

const issue = (eventId: number, token?: string) =>
  call('POST', `/clap/prop/event/${eventId}/certificates`, token);
const mine = async (account: TestAccount) =>
  (await call('GET', '/clap/prop/certificate/mine', account.token)).json().data as any[];

beforeAll(async () => {
  ctx = await createTestContext();
  partner = await createAccount(ctx, {
    kind: 'partner',
    approved: true,
    profile: { name: 'Lagos Film Academy' },
  });
  otherPartner = await createAccount(ctx, { kind: 'partner', approved: true });
  admin = await createAccount(ctx, { kind: 'admin' });
  ada = await createAccount(ctx, {
    kind: 'creative',
    profile: { first_name: 'Adéṣọlá', last_name: 'Ọ̀ṣọ́fisan' },
  });
  bola = await createAccount(ctx, { kind: 'business', profile: { registered_name: 'Bọ́lá Studios Ltd' } });
  chidi = await createAccount(ctx, { kind: 'creative' });
  pastEvent = await createTraining(partner.id, new Date(Date.now() - 3 * 86_400_000));
  futureEvent = await createTraining(partner.id, new Date(Date.now() + 3 * 86_400_000));
  await register(pastEvent, ada.id, true);
  await register(pastEvent, bola.id, true);
  await register(pastEvent, chidi.id, false);
  await register(futureEvent, ada.id, false);
}, 60_000);
afterAll(async () => ctx?.close());

describe('POST /prop/event/{id}/certificates', () => {
  it('is refused to other partners, members and anonymous callers, and before the training starts', async () => {
    expect((await issue(pastEvent)).statusCode).toBe(401);
    expect((await issue(pastEvent, ada.token)).statusCode).toBe(403);
    expect((await issue(pastEvent, otherPartner.token)).statusCode).toBe(403);
    expect((await issue(999_999, partner.token)).statusCode).toBe(404);
    const early = await issue(futureEvent, partner.token);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Certificates can be issued once the training has started.');
    expect(await mine(ada)).toEqual([]);
  });

  it('gives every attended registration one certificate and mails its holder the verify link; twice issues nothing twice', async () => {
    ctx.mail.length = 0;
    const first = await issue(pastEvent, partner.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ issued: 2, total: 2 });
    const adaCertificates = await mine(ada);
    const bolaCertificates = await mine(bola);
    expect(adaCertificates).toHaveLength(1);
    expect(bolaCertificates).toHaveLength(1);
    expect(await mine(chidi)).toEqual([]); // registered but never checked in
    const code = adaCertificates[0].code as string;
    expect(code).toMatch(/^[A-Z2-7]{20}$/);
    expect(bolaCertificates[0].code).not.toBe(code);

    const mailTo = ctx.mail.filter((m) => m.to === ada.email);
    expect(mailTo).toHaveLength(1);
    expect(mailTo[0].subject).toContain('Film editing basics');
    expect(mailTo[0].text).toContain(`${ctx.config.publicUrl}/verify/${code}`);
    expect(ctx.mail.filter((m) => m.to === chidi.email)).toHaveLength(0);

    ctx.mail.length = 0;
    const again = await issue(pastEvent, admin.token); // an admin may too
    expect(again.json().data).toEqual({ issued: 0, total: 2 });
    expect(ctx.mail).toHaveLength(0);
    expect(await mine(ada)).toHaveLength(1);
  });
});

describe('GET /prop/public/certificate/{code}', () => {
  it('says who holds it, for what, from whom, when and where, and Valid, to anyone', async () => {
    const code = (await mine(ada))[0].code as string;
    const res = await call('GET', `/clap/prop/public/certificate/${code}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({
      code,
      kind: 'training',
      status: 'valid',
      holder_name: YORUBA_NAME,
      holder_deleted: false,
      title: 'Film editing basics',
      partner_name: 'Lagos Film Academy',
      state: 'Lagos',
      revoked_at: null,
      revoked_reason: null,
    });
    expect(new Date(data.training_date as string).getTime()).toBeLessThan(Date.now());
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await call('GET', '/clap/prop/public/certificate/AAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Certificate not found.');
    expect((await call('GET', '/clap/prop/public/certificate/abc')).statusCode).toBe(400);
    expect((await call('GET', `/clap/prop/public/certificate/${'A'.repeat(21)}`)).statusCode).toBe(400);
  });
});

describe('the PDF', () => {
  it('is a PDF naming the holder, for the holder and the partner; nobody else', async () => {
    const code = (await mine(ada))[0].code as string;
    const res = await call('GET', `/clap/prop/certificate/${code}/pdf`, ada.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title carries the name as UTF-16BE, every letter as written (ẹ ọ ṣ and the tone marks).
    const utf16 = Buffer.from(`\ufeff${'Certificate of completion'}: ${YORUBA_NAME}`, 'utf16le').swap16();
    expect(pdf.includes(utf16)).toBe(true);
    // The subset of Noto Sans is embedded, so the glyphs print (no font substitution by the reader).
    expect(pdf.includes(Buffer.from('NotoSans'))).toBe(true);

    expect((await call('GET', `/clap/prop/certificate/${code}/pdf`, partner.token)).statusCode).toBe(200);
    expect((await call('GET', `/clap/prop/certificate/${code}/pdf`, chidi.token)).statusCode).toBe(403);
    expect((await call('GET', `/clap/prop/certificate/${code}/pdf`, otherPartner.token)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/clap/prop/certificate/${code}/pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/clap/prop/certificate/AAAAAAAAAAAAAAAAAAAA/pdf', ada.token)).statusCode).toBe(
      404,
    );
  });
});

describe('the Open Badges 3.0 credential', () => {
  it('is an OpenBadgeCredential signed as a VC-JWT that verifies with the key published at /.well-known/jwks.json', async () => {
    const code = (await mine(ada))[0].code as string;
    const res = await call('GET', `/clap/prop/certificate/${code}/credential`, ada.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vc+jwt');
    const jwt = res.body;
    const [headerPart, payloadPart, signaturePart] = jwt.split('.');
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });

    const jwksAnswer = await call('GET', '/.well-known/jwks.json');
    expect(jwksAnswer.statusCode).toBe(200);
    const jwks = jwksAnswer.json() as { keys: Record<string, string>[] };
    const jwk = jwks.keys.find((key) => key.kid === header.kid);
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');
    // An independent path: node:crypto with the key imported from the published JSON, not the server's key object.
    const publicKey = createPublicKey({ key: jwk as any, format: 'jwk' });
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    expect(verify(null, signed, publicKey, Buffer.from(signaturePart, 'base64url'))).toBe(true);
    // A changed payload no longer verifies.
    const forged = Buffer.from(`${headerPart}.${Buffer.from('{"name":"Forged"}').toString('base64url')}`);
    expect(verify(null, forged, publicKey, Buffer.from(signaturePart, 'base64url'))).toBe(false);

    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    expect(payload['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.issuer).toMatchObject({ id: ctx.config.publicUrl, type: ['Profile'] });
    expect(payload.iss).toBe(ctx.config.publicUrl);
    expect(payload.jti).toBe(payload.id);
    expect(payload.credentialSubject.type).toEqual(['AchievementSubject']);
    expect(payload.credentialSubject.identifier[0].identityHash).toBe(YORUBA_NAME);
    expect(payload.credentialSubject.achievement).toMatchObject({
      type: ['Achievement'],
      name: 'Film editing basics',
      id: `${ctx.config.publicUrl}/training/${pastEvent}`,
    });
    expect((await call('GET', `/clap/prop/certificate/${code}/credential`, chidi.token)).statusCode).toBe(
      403,
    );
  });
});

describe('DELETE /prop/certificate/{code}', () => {
  it("is the training's partner's or an admin's, with a reason; the verify answer then says Revoked with it", async () => {
    const code = (await mine(bola))[0].code as string;
    const revoke = (token: string | undefined, payload: object) =>
      call('DELETE', `/clap/prop/certificate/${code}`, token, payload);
    expect((await revoke(undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await revoke(bola.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await revoke(otherPartner.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await revoke(partner.token, {})).statusCode).toBe(400);
    expect((await revoke(partner.token, { reason: '' })).statusCode).toBe(400);
    const blank = await revoke(partner.token, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please give a reason for the revocation.');
    expect((await revoke(partner.token, { reason: 'x', status: 'valid' })).statusCode).toBe(400); // mass assignment
    expect((await revoke(partner.token, { reason: 'x'.repeat(501) })).statusCode).toBe(400);

    const done = await revoke(partner.token, { reason: 'Checked in by mistake' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'revoked', revoked_reason: 'Checked in by mistake' });
    const seen = (await call('GET', `/clap/prop/public/certificate/${code}`)).json().data;
    expect(seen).toMatchObject({ status: 'revoked', revoked_reason: 'Checked in by mistake' });
    expect(seen.revoked_at).not.toBeNull();

    const again = await revoke(admin.token, { reason: 'Another reason' });
    expect(again.json().data.revoked_reason).toBe('Checked in by mistake');
    expect(
      (await call('DELETE', '/clap/prop/certificate/AAAAAAAAAAAAAAAAAAAA', admin.token, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /prop/account/registration-certificate', () => {
  it('is for a creative or business whose BVN/NIN check succeeded; issued once, then the same one', async () => {
    const member = await createAccount(ctx, {
      kind: 'creative',
      profile: { first_name: 'Ngozi', last_name: 'Ụba' },
    });
    const url = '/clap/prop/account/registration-certificate';
    const refused = await call('POST', url, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Verify your BVN or NIN first to get a certificate of registration.');
    expect((await call('POST', url, partner.token)).statusCode).toBe(403);

    await ctx.database.db
      .updateTable('creative_profiles')
      .set({ identity_hash: 'h'.repeat(64), identity_last4: '1234' })
      .where('account_id', '=', member.id)
      .execute();
    const first = await call('POST', url, member.token);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      kind: 'registration',
      status: 'valid',
      holder_name: 'Ngozi Ụba',
    });
    const second = await call('POST', url, member.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.code).toBe(first.json().data.code);
    const publicView = await call('GET', `/clap/prop/public/certificate/${first.json().data.code}`);
    expect(publicView.json().data).toMatchObject({
      kind: 'registration',
      status: 'valid',
      partner_name: null,
    });
  });
});

describe("the holder's account", () => {
  it('exports its certificates', async () => {
    const res = await call('GET', '/clap/prop/account/export', ada.token);
    expect(res.statusCode).toBe(200);
    const exported = res.json().data.certificates as any[];
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      kind: 'training',
      holder_name: YORUBA_NAME,
      title: 'Film editing basics',
    });
  });

  it('deleted: its certificates stay verifiable as issued, without the name ("Holder account deleted")', async () => {
    const code = (await mine(ada))[0].code as string;
    await deleteAccount(ctx.database.db, ada.id, () => null);
    const data = (await call('GET', `/clap/prop/public/certificate/${code}`)).json().data;
    expect(data).toMatchObject({
      status: 'valid',
      holder_deleted: true,
      holder_name: null,
      title: 'Film editing basics',
    });
    const row = await ctx.database.db
      .selectFrom('certificates')
      .select(['holder_name', 'account_id'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ holder_name: null, account_id: null });
    // The partner can still print it; it names no one.
    const pdf = await call('GET', `/clap/prop/certificate/${code}/pdf`, partner.token);
    expect(pdf.statusCode).toBe(200);
    expect(
      pdf.rawPayload.includes(
        Buffer.from(`\ufeffCertificate of completion: ${YORUBA_NAME}`, 'utf16le').swap16(),
      ),
    ).toBe(false);
  });
});

describe('the signing keys', () => {
  it('are generated once into DATA_DIR (mode 0600), the same on the next read', async () => {
    const file = path.join(ctx.config.dataDir, 'signing-keys.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    expect(stored.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const keys = await signingKeys(ctx.config);
    expect(keys.kid).toBe(stored.keys[0].kid);
  });

  it('come from SIGNING_KEYS when set; a rotation keeps the old public key published', async () => {
    const jwk = generateSigningJwk();
    const fromEnv = await signingKeys({
      signingKeys: JSON.stringify({ keys: [jwk] }),
      dataDir: '/nonexistent',
    });
    expect(fromEnv.kid).toBe(jwk.kid);
    expect(() => parseSigningKeys('{"keys":[{"kty":"OKP","crv":"Ed25519","x":"abc"}]}')).toThrow(
      /private part/,
    );
    expect(() => parseSigningKeys('not json')).toThrow(/not JSON/);

    const dir = await mkdtemp(path.join(os.tmpdir(), 'clap-keys-'));
    try {
      const before = await signingKeys({ signingKeys: undefined, dataDir: dir });
      const newKid = await rotateSigningKeys(dir);
      const after = await signingKeys({ signingKeys: undefined, dataDir: dir });
      expect(after.kid).toBe(newKid);
      expect(after.publicKeys.map((k) => k.kid)).toEqual([newKid, before.kid]);
      const stored = JSON.parse(await readFile(path.join(dir, 'signing-keys.json'), 'utf8'));
      expect(stored.keys[1]).not.toHaveProperty('d'); // a retired key only verifies
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
