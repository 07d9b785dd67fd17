// The contract's small shared rules, each used on both sides: the draft rule of the static pages, the funding
// reference and amounts, the wrong-account-kind answer, languages, image srcsets and support types.
import { describe, expect, it } from 'vitest';
import { formatNaira, fundingReference } from '../funding';
import { srcSetOf } from '../images';
import { isLanguage, LANGUAGES } from '../languages';
import {
  getPageDraft,
  isDraftPage,
  isPageSlug,
  MINISTRY_PLACEHOLDER,
  PAGE_PATHS,
  PAGE_SLUGS,
} from '../page-drafts';
import { wrongKindMessage, wrongKindOf } from '../sign-in';
import { supportTypeOf } from '../support-types';

describe('static pages', () => {
  const plain = {
    title: 'About',
    summary: 'Lead',
    sections: [{ heading: 'One', paragraphs: ['Text'], items: ['Item'] }],
  };

  it('a page is a draft when any of its texts still holds the placeholder, and not otherwise', () => {
    expect(isDraftPage(plain)).toBe(false);
    expect(isDraftPage({ ...plain, summary: null })).toBe(false);
    expect(isDraftPage({ ...plain, sections: [{ heading: 'One', paragraphs: [] }] })).toBe(false);
    const at = `Contact: ${MINISTRY_PLACEHOLDER}.`;
    expect(isDraftPage({ ...plain, title: at })).toBe(true);
    expect(isDraftPage({ ...plain, summary: at })).toBe(true);
    expect(isDraftPage({ ...plain, sections: [{ heading: at, paragraphs: [] }] })).toBe(true);
    expect(isDraftPage({ ...plain, sections: [{ heading: 'One', paragraphs: ['a', at] }] })).toBe(true);
    expect(isDraftPage({ ...plain, sections: [{ heading: 'One', paragraphs: [], items: [at] }] })).toBe(true);
    expect(isDraftPage({ ...plain, summary: '[To be provided]' })).toBe(false);
  });

  it('knows its eight slugs, and each has a bundled draft under its own slug', () => {
    expect(PAGE_SLUGS).toHaveLength(9);
    for (const slug of PAGE_SLUGS) {
      expect(isPageSlug(slug)).toBe(true);
      expect(getPageDraft(slug).slug).toBe(slug);
      expect(getPageDraft(slug).sections.length, slug).toBeGreaterThan(0);
    }
    expect(isPageSlug('About')).toBe(false);
    expect(isPageSlug('')).toBe(false);
  });

  it("opens each page at the portal's address for it", () => {
    expect(PAGE_PATHS).toEqual({
      'vision-mission': '/vision-mission',
      'eight-point-plan': '/8-point-plan',
      about: '/aboutus',
      privacy: '/privacy',
      terms: '/terms-of-use',
      faq: '/faq',
      funding: '/fundingpage',
      license: '/licensepage',
      accessibility: '/accessibility',
    });
  });
});

describe('funding', () => {
  it('references an application as FA- and six digits', () => {
    expect(fundingReference(7)).toBe('FA-000007');
    expect(fundingReference(1234567)).toBe('FA-1234567');
  });

  it('writes naira rounded, with thousands separated by commas', () => {
    expect(formatNaira(1250000)).toBe('₦1,250,000');
    expect(formatNaira(999.5)).toBe('₦1,000');
    expect(formatNaira(100)).toBe('₦100');
    expect(formatNaira(0)).toBe('₦0');
  });
});

describe('the wrong account kind', () => {
  it('names the kind to choose, and sends the admin to the admin login', () => {
    expect(wrongKindMessage('partner')).toBe(
      'This email and password are for a partner account. Choose Partner and sign in again.',
    );
    expect(wrongKindMessage('creative')).toBe(
      'This email and password are for a creative account. Choose Creatives and sign in again.',
    );
    expect(wrongKindMessage('admin')).toBe(
      'This email and password are for the admin account. Please sign in at the admin login.',
    );
  });

  it('reads the kind out of a refused sign-in, and nothing out of anything else', () => {
    for (const kind of ['creative', 'business', 'partner', 'admin'] as const)
      expect(wrongKindOf({ data: { accountKind: kind } })).toBe(kind);
    expect(wrongKindOf({ data: { accountKind: 'root' } })).toBeNull();
    expect(wrongKindOf({ data: null })).toBeNull();
    expect(wrongKindOf(null)).toBeNull();
    expect(wrongKindOf('Invalid email or password.')).toBeNull();
  });
});

describe('languages, images and support types', () => {
  it('has five languages, English first', () => {
    expect(LANGUAGES).toEqual(['en', 'pcm', 'ha', 'yo', 'ig']);
    expect(isLanguage('yo')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(['en'])).toBe(false);
  });

  it('offers sized copies as a srcset, through the host mapping, and nothing without them', () => {
    const variants = [
      { url: '/uploads/a-320.webp', width: 320 },
      { url: '/uploads/a-640.webp', width: 640 },
    ];
    expect(srcSetOf(variants)).toBe('/uploads/a-320.webp 320w, /uploads/a-640.webp 640w');
    expect(srcSetOf(variants, (url) => `https://api.example${url}`)).toBe(
      'https://api.example/uploads/a-320.webp 320w, https://api.example/uploads/a-640.webp 640w',
    );
    expect(srcSetOf([])).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
  });

  it('finds a support type by its key only', () => {
    expect(supportTypeOf('market_access')?.label).toBe('Market access');
    expect(supportTypeOf('Training')).toBeUndefined();
    expect(supportTypeOf(null)).toBeUndefined();
  });
});
