// The page adapter: the server's page and version read as the portal shows them, a thinner page with defaults,
// anything that is not a page refused.
import { describe, expect, it } from 'vitest';
import type { PageTranslationView } from '@contract/pages';
import { makePage } from '@/testing/mocks/handlers/pages';
import { toPageVersion, toPageView } from '../api/page-adapter';

describe('toPageView', () => {
  it('reads the contract page the server sends, keeping the fields the portal shows', () => {
    const served = makePage('about', {
      summary: 'Lead',
      updated_at: '2026-11-20T08:00:00.000Z',
      language: 'yo',
    });
    expect(toPageView(served, 'about')).toEqual({
      slug: 'about',
      title: served.title,
      summary: 'Lead',
      sections: served.sections,
      updated_at: '2026-11-20T08:00:00.000Z',
      language: 'yo',
    });
  });

  it('reads a thinner page with defaults: no summary, English, never updated; junk sections and items dropped', () => {
    expect(
      toPageView(
        { title: 'FAQ', summary: '', sections: [{ heading: 'Q', paragraphs: ['A', 3], items: [] }, 'x'] },
        'faq',
      ),
    ).toEqual({
      slug: 'faq',
      title: 'FAQ',
      summary: undefined,
      sections: [{ heading: 'Q', paragraphs: ['A'] }],
      updated_at: null,
      language: 'en',
    });
  });

  it('refuses what is not a page', () => {
    expect(toPageView({ title: 'No sections' }, 'faq')).toBeNull();
    expect(toPageView(['x'], 'faq')).toBeNull();
    expect(toPageView(null, 'faq')).toBeNull();
  });
});

describe('toPageVersion', () => {
  it("reads a page's version in one language, and says whether it exists", () => {
    const version: PageTranslationView = {
      slug: 'about',
      language: 'ha',
      exists: true,
      title: 'Game da mu',
      summary: null,
      sections: [{ heading: 'H', paragraphs: ['P'], items: ['I'] }],
      updated_at: '2026-11-21T08:00:00.000Z',
      updated_by: 1,
    };
    expect(toPageVersion(version, 'about')).toEqual({
      title: 'Game da mu',
      summary: undefined,
      sections: version.sections,
      updated_at: '2026-11-21T08:00:00.000Z',
      exists: true,
    });
    expect(toPageVersion({ ...version, exists: 'yes' }, 'about')?.exists).toBe(false);
    expect(toPageVersion('<html>', 'about')).toBeNull();
  });
});
