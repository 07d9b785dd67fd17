// The static pages per language (issue 17): admins write a page's version in pcm, ha, yo or ig; readers get the
// version in their language (?lang=, Accept-Language) or the English, with `language` saying which they got.
// English stays the page's main version, unchanged in every existing route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DRAFTS } from '../../contract/page-drafts';
import { createAccount } from './builders';
import { body, createTestContext, type TestContext } from './helpers';
import { INVALID_PAGE_BODIES } from './page-fixtures';

let ctx: TestContext;
let userToken: string;

interface Page {
  slug: string;
  title: string;
  summary: string | null;
  sections: { heading: string; paragraphs: string[]; items?: string[] }[];
  updated_at: string | null;
  draft: boolean;
  language: string;
}

interface Version extends Omit<Page, 'draft'> {
  exists: boolean;
}

const hausa = {
  title: '  Manufofin Sirri  ',
  summary: 'Yadda muke kare bayananku.',
  sections: [
    {
      heading: 'Abin da muke tattarawa',
      paragraphs: [
        'Abin da muke bukata kawai.\r\nBa komai ba.',
        '<script>alert(1)</script> rubutu ne kawai.',
      ],
    },
    { heading: 'Hakkokinku', paragraphs: [], items: ['Samun dama', 'Sharewa'] },
  ],
};

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/clap${url}`, headers });
const asAdmin = { authorization: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  asAdmin.authorization = (await createAccount(ctx, { kind: 'admin' })).token;
  userToken = (await createAccount(ctx, { kind: 'creative' })).token;
});

afterAll(async () => {
  await ctx?.close();
});

describe('a page without versions in other languages', () => {
  it('answers the English in every language, flagged as English', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'ha-NG,ha;q=0.9' },
      { 'accept-language': 'yo' },
    ];
    for (const headers of asked) {
      const res = await get('/prop/pages/faq', headers);
      expect(res.statusCode).toBe(200);
      const page = body<{ data: Page }>(res).data;
      expect(page.title).toBe(PAGE_DRAFTS.faq.title);
      expect(page.language).toBe('en');
    }
    const viaQuery = body<{ data: Page }>(await get('/prop/pages/faq?lang=ig')).data;
    expect(viaQuery.title).toBe(PAGE_DRAFTS.faq.title);
    expect(viaQuery.language).toBe('en');
  });

  it('gives the admin editor the English text to start from, with exists false', async () => {
    const res = await get('/prop/pages/faq/translations/yo', asAdmin);
    expect(res.statusCode).toBe(200);
    const version = body<{ data: Version }>(res).data;
    expect(version).toMatchObject({
      slug: 'faq',
      language: 'yo',
      exists: false,
      title: PAGE_DRAFTS.faq.title,
      updated_at: null,
    });
    expect(version.sections).toHaveLength(PAGE_DRAFTS.faq.sections.length);
    const list = await get('/prop/pages/faq/translations', asAdmin);
    expect(body<{ data: { data: unknown[] } }>(list).data.data).toEqual([]);
  });
});

describe('PUT /clap/prop/pages/:slug/translations/:language', () => {
  it('is for admins only (401 anonymous, 403 a member) and changes nothing otherwise', async () => {
    const url = '/clap/prop/pages/privacy/translations/ha';
    expect((await ctx.app.inject({ method: 'PUT', url, payload: hausa })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'PUT', url, payload: hausa, headers: { authorization: userToken } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: { authorization: userToken } })).statusCode,
    ).toBe(403);
    expect((await get('/prop/pages/privacy/translations/ha', { authorization: userToken })).statusCode).toBe(
      403,
    );
    expect((await get('/prop/pages/privacy/translations/ha')).statusCode).toBe(401);
    expect((await get('/prop/pages/privacy/translations', { authorization: userToken })).statusCode).toBe(
      403,
    );
    const page = body<{ data: Page }>(await get('/prop/pages/privacy', { 'accept-language': 'ha' })).data;
    expect(page.title).toBe(PAGE_DRAFTS.privacy.title);
    expect(page.language).toBe('en');
  });

  it('stores the Hausa version, cleaned as the English is, and readers in Hausa get it', async () => {
    const englishBefore = await get('/prop/pages/privacy');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/privacy/translations/ha',
      payload: hausa,
      headers: asAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Page updated successfully');
    const saved = body<{ data: Version }>(res).data;
    expect(saved).toMatchObject({ slug: 'privacy', language: 'ha', exists: true, title: 'Manufofin Sirri' });
    expect(saved.sections[0].paragraphs[0]).toBe('Abin da muke bukata kawai.\nBa komai ba.');

    for (const headers of [{ 'accept-language': 'ha' }, { 'accept-language': 'fr, ha-NG;q=0.8, en;q=0.5' }]) {
      const page = body<{ data: Page }>(await get('/prop/pages/privacy', headers)).data;
      expect(page.language).toBe('ha');
      expect(page.title).toBe('Manufofin Sirri');
      expect(page.summary).toBe(hausa.summary);
      expect(page.sections[0].paragraphs[1]).toBe('<script>alert(1)</script> rubutu ne kawai.');
      expect(page.sections[1].items).toEqual(['Samun dama', 'Sharewa']);
      expect(page.updated_at).toBe(saved.updated_at);
      expect(page.draft).toBe(body<{ data: Page }>(englishBefore).data.draft);
    }
    // ?lang= wins over Accept-Language.
    const viaQuery = body<{ data: Page }>(
      await get('/prop/pages/privacy?lang=ha', { 'accept-language': 'yo' }),
    ).data;
    expect(viaQuery.language).toBe('ha');
    const englishViaQuery = body<{ data: Page }>(
      await get('/prop/pages/privacy?lang=en', { 'accept-language': 'ha' }),
    ).data;
    expect(englishViaQuery.language).toBe('en');
    expect(englishViaQuery.title).toBe(PAGE_DRAFTS.privacy.title);

    // English readers, and readers of a language without its own version, still get the English, unchanged.
    const englishAfter = await get('/prop/pages/privacy');
    expect(body<{ data: Page }>(englishAfter).data).toEqual(body<{ data: Page }>(englishBefore).data);
    expect(englishAfter.headers.etag).toBe(englishBefore.headers.etag);
    const yoruba = body<{ data: Page }>(await get('/prop/pages/privacy', { 'accept-language': 'yo' })).data;
    expect(yoruba.language).toBe('en');
    expect(yoruba.title).toBe(PAGE_DRAFTS.privacy.title);

    // The editor reads it back; the list names it; its revision and audit row say which language changed.
    const version = body<{ data: Version }>(await get('/prop/pages/privacy/translations/ha', asAdmin)).data;
    expect(version).toMatchObject({ exists: true, title: 'Manufofin Sirri', summary: hausa.summary });
    const list = body<{ data: { data: { language: string; title: string }[] } }>(
      await get('/prop/pages/privacy/translations', asAdmin),
    ).data.data;
    expect(list.map((row) => [row.language, row.title])).toEqual([['ha', 'Manufofin Sirri']]);
    const revisions = body<{
      data: { data: { language: string; previous: unknown; next: { title: string } }[] };
    }>(await get('/prop/pages/privacy/revisions?language=ha', asAdmin)).data.data;
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      language: 'ha',
      previous: null,
      next: { title: 'Manufofin Sirri' },
    });
    const english = body<{ data: { data: unknown[] } }>(await get('/prop/pages/privacy/revisions', asAdmin))
      .data.data;
    expect(english).toHaveLength(0);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'page.translation.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].detail).toMatchObject({ slug: 'privacy', language: 'ha' });
  });

  it('gives each language its own ETag, Vary: Accept-Language, and a 304 when unchanged', async () => {
    const english = await get('/prop/pages/privacy');
    const inHausa = await get('/prop/pages/privacy', { 'accept-language': 'ha' });
    expect(inHausa.headers.etag).not.toBe(english.headers.etag);
    expect(String(inHausa.headers.vary).toLowerCase()).toContain('accept-language');
    const again = await get('/prop/pages/privacy', {
      'accept-language': 'ha',
      'if-none-match': inHausa.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(String(again.headers.vary).toLowerCase()).toContain('accept-language');
  });

  it('shows a second edit at once, keeps the previous text in its revision, and leaves English edits apart', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/privacy/translations/ha',
      payload: { ...hausa, title: 'Manufofin Sirri (sabuwa)' },
      headers: asAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(
      body<{ data: Page }>(await get('/prop/pages/privacy', { 'accept-language': 'ha' })).data.title,
    ).toBe('Manufofin Sirri (sabuwa)');
    const revisions = body<{ data: { data: { previous: { title: string } | null }[] } }>(
      await get('/prop/pages/privacy/revisions?language=ha', asAdmin),
    ).data.data;
    expect(revisions[0].previous?.title).toBe('Manufofin Sirri');

    const englishEdit = {
      title: 'Privacy Policy (edited)',
      sections: [{ heading: 'One', paragraphs: ['Text.'] }],
    };
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/clap/prop/pages/privacy',
          payload: englishEdit,
          headers: asAdmin,
        })
      ).statusCode,
    ).toBe(200);
    const english = body<{ data: Page }>(await get('/prop/pages/privacy')).data;
    expect(english).toMatchObject({ title: 'Privacy Policy (edited)', language: 'en' });
    expect(
      body<{ data: Page }>(await get('/prop/pages/privacy', { 'accept-language': 'ha' })).data.title,
    ).toBe('Manufofin Sirri (sabuwa)');
    expect(
      body<{ data: Page }>(await get('/prop/pages/privacy', { 'accept-language': 'ig' })).data.title,
    ).toBe('Privacy Policy (edited)');
  });

  it('creates a version of a page that was never edited in English (the English stays its draft)', async () => {
    await ctx.database.db.deleteFrom('pages').where('slug', '=', 'license').execute();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/license/translations/pcm',
      payload: { title: 'Lisens', sections: [{ heading: 'E dey come', paragraphs: ['Soon soon.'] }] },
      headers: asAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(
      body<{ data: Page }>(await get('/prop/pages/license', { 'accept-language': 'pcm' })).data,
    ).toMatchObject({ title: 'Lisens', language: 'pcm' });
    expect(body<{ data: Page }>(await get('/prop/pages/license')).data).toMatchObject({
      title: PAGE_DRAFTS.license.title,
      language: 'en',
    });
  });

  it('rejects what the English editing rejects (400), and English or an unknown language as the version', async () => {
    const bad = [
      ...INVALID_PAGE_BODIES,
      { title: 'x', summary: 's'.repeat(2001), sections: [{ heading: 'h', paragraphs: ['p'] }] },
    ];
    for (const payload of bad) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/clap/prop/pages/faq/translations/yo',
        payload,
        headers: asAdmin,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body(res).status).toBe(false);
    }
    const good = { title: 'Ìbéèrè', sections: [{ heading: 'h', paragraphs: ['p'] }] };
    for (const language of ['en', 'fr', 'EN', 'hausa']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/clap/prop/pages/faq/translations/${language}`,
        payload: good,
        headers: asAdmin,
      });
      expect(res.statusCode, language).toBe(400);
    }
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/clap/prop/pages/nope/translations/yo',
          payload: good,
          headers: asAdmin,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get('/prop/pages/nope/translations/yo', asAdmin)).statusCode).toBe(404);
    const stored = await ctx.database.db
      .selectFrom('page_translations')
      .selectAll()
      .where('slug', '=', 'faq')
      .execute();
    expect(stored).toHaveLength(0);
    expect(
      body<{ data: Page }>(await get('/prop/pages/faq', { 'accept-language': 'yo' })).data.language,
    ).toBe('en');
  });

  it('answers a Hausa reader in Hausa: the envelope message too', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/clap/prop/pages/terms/translations/yo',
      payload: { title: 'Àwọn òfin', sections: [{ heading: 'Ọ̀kan', paragraphs: ['Ọ̀rọ̀.'] }] },
      headers: { ...asAdmin, 'accept-language': 'yo' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ code: string }>(res).code).toBe('pages.updated');
    expect(res.headers['content-language']).toBe('yo');
  });
});

describe('DELETE /clap/prop/pages/:slug/translations/:language', () => {
  it('removes the version: its readers see the English again; a second removal is 404', async () => {
    const url = '/clap/prop/pages/privacy/translations/ha';
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'DELETE', url, headers: asAdmin });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Deleted successfully.');
    const page = body<{ data: Page }>(await get('/prop/pages/privacy', { 'accept-language': 'ha' })).data;
    expect(page).toMatchObject({ title: 'Privacy Policy (edited)', language: 'en' });
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: asAdmin })).statusCode).toBe(404);
    const audit = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'page.translation.delete')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

it('documents the per-language endpoints as extensions in the OpenAPI', async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/clap/docs/json' })).json<{
    paths: Record<string, Record<string, { description?: string }>>;
  }>();
  const path = doc.paths['/clap/prop/pages/{slug}/translations/{language}'];
  for (const method of ['get', 'put', 'delete']) expect(path?.[method]?.description).toMatch(/^extension/);
});
