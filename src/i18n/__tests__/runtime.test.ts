// The runtime (src/i18n/runtime.ts, catalogues.ts): English with no catalogue, placeholders, plurals by the
// language's rules, contexts, the empty-entry fallback, and translate()'s template matching. A made-up Yorùbá
// catalogue stands in for the real one (which translators fill), so these rules are tested whatever it holds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetForTests } from '../catalogues';
import { changeLanguage, currentLanguage, fill, msg, t, translate } from '../runtime';

vi.mock('../locales/yo/common.json', () => ({
  default: {
    'Log in': 'Wọlé',
    'Welcome, {{name}}': 'Ẹ káàbọ̀, {{name}}',
    '{{count}} result_one': 'Àbájáde {{count}}',
    '{{count}} result_other': 'Àbájáde {{count}} (púpọ̀)',
    Post: 'Ìfìwéránṣẹ́',
    Post_verb: 'Fi ránṣẹ́',
    'At most {{max}} characters.': 'Lẹ́tà {{max}} ló pọ̀ jù.',
    '{{field}} must be at most {{max}} characters.': '{{field}}: lẹ́tà {{max}} ló pọ̀ jù.',
    'Not yet translated': '',
  },
}));

afterEach(resetForTests);

describe('English (no catalogue at all)', () => {
  it('is the key itself, with its placeholders filled and its English plural', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('Log in')).toBe('Log in');
    expect(t('Welcome, {{name}}', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(t('{{count}} result', { count: 1, plural: '{{count}} results' })).toBe('1 result');
    expect(t('{{count}} result', { count: 3, plural: '{{count}} results' })).toBe('3 results');
    expect(t('{{count}} result', { count: 0, plural: '{{count}} results' })).toBe('0 results');
    expect(t('Post', { context: 'verb' })).toBe('Post');
    expect(translate('At most 40 characters.')).toBe('At most 40 characters.');
    expect(msg('Marked')).toBe('Marked');
  });

  it('formats numbers for Nigeria and leaves unknown placeholders as they are', () => {
    expect(t('{{count}} result', { count: 12000, plural: '{{count}} results' })).toBe('12,000 results');
    expect(fill('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
    expect(fill('id {{id}}', { id: '12000' })).toBe('id 12000'); // strings stay as they are
  });
});

describe('another language', () => {
  it('switches, sets <html lang> and uses the catalogue', async () => {
    expect(await changeLanguage('yo')).toBe(true);
    expect(currentLanguage()).toBe('yo');
    expect(document.documentElement.lang).toBe('yo');
    expect(t('Log in')).toBe('Wọlé');
    expect(t('Welcome, {{name}}', { name: 'Ada' })).toBe('Ẹ káàbọ̀, Ada');
  });

  it('picks the plural form by the language (Intl.PluralRules) and the context entry when there is one', async () => {
    await changeLanguage('yo');
    expect(t('{{count}} result', { count: 1, plural: '{{count}} results' })).toMatch(/^Àbájáde 1/);
    // Yorùbá has one plural category (other) for every number.
    expect(t('{{count}} result', { count: 5, plural: '{{count}} results' })).toBe(
      `Àbájáde 5${new Intl.PluralRules('yo').select(5) === 'one' ? '' : ' (púpọ̀)'}`,
    );
    expect(t('Post')).toBe('Ìfìwéránṣẹ́');
    expect(t('Post', { context: 'verb' })).toBe('Fi ránṣẹ́');
    expect(t('Post', { context: 'unknown' })).toBe('Ìfìwéránṣẹ́');
  });

  it('shows the English for a key that is missing or still empty', async () => {
    await changeLanguage('yo');
    expect(t('Not in the catalogue')).toBe('Not in the catalogue');
    expect(t('Not yet translated')).toBe('Not yet translated');
    expect(t('{{count}} thing', { count: 2, plural: '{{count}} things' })).toBe('2 things');
  });

  it('translate(): the exact entry, else the most specific template with its parts carried over, else as it is', async () => {
    await changeLanguage('yo');
    expect(translate('Log in')).toBe('Wọlé');
    expect(translate('At most 40 characters.')).toBe('Lẹ́tà 40 ló pọ̀ jù.');
    expect(translate('Title must be at most 80 characters.')).toBe('Title: lẹ́tà 80 ló pọ̀ jù.');
    expect(translate('A server text we do not hold.')).toBe('A server text we do not hold.');
    expect(translate('')).toBe('');
  });

  it('a language without a catalogue for a namespace still switches (its words stay English)', async () => {
    expect(await changeLanguage('ig')).toBe(true);
    expect(document.documentElement.lang).toBe('ig');
    expect(t('Something else')).toBe('Something else');
  });
});
