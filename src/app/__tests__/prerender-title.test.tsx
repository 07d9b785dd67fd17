// The pre-rendered first screens in Hausa, Yorùbá and Igbo name their page in that language (issue 31): the build's
// render runs no effects, so the title the route table sets must start translated.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import haCommon from '@/i18n/locales/ha/common.json';
import igCommon from '@/i18n/locales/ig/common.json';
import yoCommon from '@/i18n/locales/yo/common.json';
import { documentTitle, renderPage, setRenderLanguage } from '@/prerender';

afterEach(resetForTests);

// The build renders every page in English first; the first pass of a fresh process may find a lazy part not yet
// loaded (its import starts then), so the test warms up the same way before it reads anything.
beforeAll(async () => {
  await setRenderLanguage('en');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await renderPage('/homepage');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});

/** The text of the page's level-one headings. */
function headings(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? '');
}

describe('the pre-rendered Home in other languages', () => {
  it.each([
    ['ha', haCommon.Home],
    ['yo', yoCommon.Home],
    ['ig', igCommon.Home],
  ] as const)('%s: the heading is %s, not "Home"', async (language, home) => {
    expect(home).not.toBe('Home');
    await setRenderLanguage(language);
    const html = await renderPage('/homepage');
    expect(headings(html)).toContain(home);
    expect(headings(html)).not.toContain('Home');
    expect(documentTitle('/homepage')).toMatch(new RegExp(`^${home} \\| `));
  });

  it('in English it stays "Home"', async () => {
    await setRenderLanguage('en');
    expect(headings(await renderPage('/homepage'))).toContain('Home');
  });
});
