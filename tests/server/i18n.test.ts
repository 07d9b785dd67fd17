// Issue 17, the server half: every answer has a stable code, Accept-Language (or ?lang= on a GET) picks the
// message's language, English stays word for word, the catalogues are complete, and e-mails follow the account's
// language.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON answers are read loosely in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMessages } from '../../scripts/i18n-messages';
import { fromAcceptLanguage, negotiateLanguage } from '../../server/i18n/negotiate';
import {
  CATALOGUES,
  LANGUAGES,
  messageCode,
  render,
  translateMessage,
  UNKNOWN_CODE,
} from '../../server/i18n/registry';
import { PASSWORD, registerCreative, uniqueEmail } from './auth-helpers';
import { createTestContext, type TestContext } from './helpers';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the registry', () => {
  it('gives a code to every message the server can send (a new message without one fails here)', () => {
    const found = findMessages();
    // The scan sees the messages of every area: a broken scan finding nothing must not pass.
    expect(found.length).toBeGreaterThan(200);
    const missing = found
      .filter((m) => messageCode(m.text) === undefined)
      .map((m) => `${m.where} ${JSON.stringify(m.text)}`);
    expect(
      missing,
      'add these to contract/messages/*.json (node --import tsx scripts/i18n-messages.ts)',
    ).toEqual([]);
  });

  it('has every code in every catalogue, the same placeholders, and no empty text', () => {
    const codes = Object.keys(CATALOGUES.en);
    for (const language of LANGUAGES) {
      const catalogue = CATALOGUES[language] as Record<string, string>;
      expect(Object.keys(catalogue).sort(), language).toEqual([...codes].sort());
      for (const code of codes) {
        expect(catalogue[code]?.trim(), `${language} ${code}`).not.toBe('');
        expect(placeholders(catalogue[code] ?? ''), `${language} ${code}`).toEqual(
          placeholders(CATALOGUES.en[code as keyof typeof CATALOGUES.en]),
        );
      }
    }
  });

  it('keeps the terms a Nigerian user knows as they are', () => {
    for (const language of LANGUAGES) {
      expect(CATALOGUES[language]['identity.method']).toMatch(/BVN.*NIN/);
      expect(CATALOGUES[language]['auth.invalid_otp']).toContain('OTP');
    }
  });

  it('matches templated messages and carries their parts into the translation', () => {
    expect(messageCode('The file is too large (maximum 5 MB).')).toEqual({
      code: 'uploads.too_large',
      params: { size: '5 MB' },
    });
    expect(translateMessage('ha', 'The file is too large (maximum 5 MB).').message).toBe(
      'Fayil ɗin ya yi girma da yawa (iyaka 5 MB).',
    );
    // The most specific template wins, and the portal's words inside a parameter are translated too.
    expect(messageCode('The sector must be one of: a, b.')?.code).toBe('content.choice');
    expect(translateMessage('yo', 'Only approved partners can create tools.').message).toBe(
      'Àwọn alábàáṣiṣẹ́pọ̀ tí a ti fọwọ́ sí nìkan ló lè ṣẹ̀dá irinṣẹ́.',
    );
    expect(render('en', 'auth.code_wait', { seconds: '30' })).toBe(
      'Please wait 30 seconds before requesting another code.',
    );
  });

  it('answers an unknown English message as it is, with common.unknown', () => {
    expect(translateMessage('ig', 'A sentence nobody wrote.')).toEqual({
      code: UNKNOWN_CODE,
      message: 'A sentence nobody wrote.',
    });
  });

  it('negotiates the language from Accept-Language and ?lang=', () => {
    expect(fromAcceptLanguage('ha-NG,ha;q=0.9,en;q=0.8')).toBe('ha');
    expect(fromAcceptLanguage('fr-FR, yo;q=0.5')).toBe('yo');
    expect(fromAcceptLanguage('en-GB, ig;q=0.9')).toBe('en');
    expect(fromAcceptLanguage('ig;q=0.4, pcm-NG;q=0.7')).toBe('pcm');
    expect(fromAcceptLanguage('fr, de')).toBe('en');
    expect(fromAcceptLanguage('ha;q=0, *')).toBe('en');
    expect(fromAcceptLanguage(undefined)).toBe('en');
    const headers = { 'accept-language': 'ha' };
    expect(negotiateLanguage({ method: 'GET', headers, query: { lang: 'yo' } })).toBe('yo');
    expect(negotiateLanguage({ method: 'POST', headers, query: { lang: 'yo' } })).toBe('ha');
    expect(negotiateLanguage({ method: 'GET', headers, query: { lang: 'xx' } })).toBe('ha');
  });
});

describe('answers and e-mails in five languages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  // A new address each time: five failures on one address lock it.
  const login = (language?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      payload: { email: uniqueEmail('nobody'), password: 'Wrong#Pass1' },
      headers: language ? { 'accept-language': language } : {},
    });

  it('answers a Hausa request in Hausa, with the code every language shares', async () => {
    const english = await login();
    expect(english.json()).toMatchObject({
      status: false,
      message: 'Invalid email or password.',
      code: 'auth.invalid_credentials',
    });
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toContain('Accept-Language');

    const hausa = await login('ha-NG,ha;q=0.9,en;q=0.5');
    expect(hausa.statusCode).toBe(english.statusCode);
    expect(hausa.json()).toMatchObject({
      message: 'Imel ko kalmar sirri ba daidai ba ne.',
      code: 'auth.invalid_credentials',
    });
    expect(hausa.headers['content-language']).toBe('ha');

    for (const language of ['pcm', 'yo', 'ig']) {
      const res = await login(language);
      expect(res.json().code).toBe('auth.invalid_credentials');
      expect(res.json().message).toBe(CATALOGUES[language as 'pcm']['auth.invalid_credentials']);
    }
    // A language the portal does not speak gets English.
    expect((await login('fr-FR,de;q=0.8')).json().message).toBe('Invalid email or password.');
  });

  it('codes successes, validation errors and 404s too, and ?lang= on a GET wins without tripping strict queries', async () => {
    // The list's query schema refuses unknown parameters: ?lang= is taken off before validation.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/public/post?lang=yo&page=1',
      headers: { 'accept-language': 'ha' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ message: 'Àwọn àtẹ̀jáde', code: 'posts.list' });

    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/login',
      payload: { email: 'a@b.co' },
      headers: { 'accept-language': 'ig' },
    });
    expect(invalid.json()).toMatchObject({
      status: false,
      code: 'auth.password_required',
      message: 'Okwuntughe dị mkpa.',
    });

    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/no-such-thing',
      headers: { 'accept-language': 'pcm' },
    });
    expect(missing.json()).toMatchObject({
      code: 'request.no_such_endpoint',
      message: 'Dis endpoint no dey: GET /clap/prop/no-such-thing',
    });

    const english = await ctx.app.inject({ method: 'GET', url: '/clap/prop/public/post' });
    expect(english.json()).toMatchObject({ message: 'Posts', code: 'posts.list' });
  });

  it("mails the sign-up code in the request's language, then follows the account's chosen language", async () => {
    const email = uniqueEmail('yoruba');
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/clap/prop/creative/register',
      payload: { first_name: 'Ade', last_name: 'Bello', email, password: PASSWORD },
      headers: { 'accept-language': 'yo-NG' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json().message).toBe(CATALOGUES.yo['creative.created']);
    const codeMail = ctx.mail.filter((m) => m.to === email).at(-1);
    expect(codeMail?.subject).toBe('Kóòdù ìfìdímúlẹ̀ yín');
    expect(codeMail?.text).toContain('Ẹ n lẹ́ o Ade,');
    expect(codeMail?.text).toContain(CATALOGUES.yo['mail.code.verify_email.intro']);
    expect(codeMail?.html).toContain('<html lang="yo">');

    const token = signUp.json().data.token as string;
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/clap/prop/account/language',
      headers: { authorization: token },
    });
    expect(read.json().data).toEqual({ language: 'yo' });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/language',
      payload: { language: 'fr' },
      headers: { authorization: token },
    });
    expect(refused.statusCode).toBe(400);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/account/language',
      payload: { language: 'ha' },
      headers: { authorization: token },
    });
    expect(changed.json()).toMatchObject({
      status: true,
      message: 'Your language has been saved.',
      code: 'account.language_saved',
      data: { language: 'ha' },
    });

    // An English request still gets a Hausa e-mail: the account's language decides.
    await ctx.app.inject({ method: 'PUT', url: '/clap/prop/creative/reset_ini', payload: { email } });
    const resetMail = ctx.mail.filter((m) => m.to === email).at(-1);
    expect(resetMail?.subject).toBe(CATALOGUES.ha['mail.code.reset_password.subject']);
    expect(resetMail?.text).toContain(CATALOGUES.ha['mail.code.reset_password.intro']);
  });

  it('keeps English e-mails word for word', async () => {
    const { email } = await registerCreative(ctx);
    const mail = ctx.mail.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toBe('Your verification code');
    expect(mail?.text).toContain('Hello Ada,\n\nUse this code to verify your e-mail address:');
    expect(mail?.text).toContain('The code is valid for 10 minutes and can be used once.');
  });
});
