// Issue 17's "catalogue checks": every language carries exactly the keys the source uses, none empty, with the same
// {{placeholders}} and <tags> as the English; and no user-visible English is left outside the catalogues. The same
// check runs in `npm run lint` (node --import tsx scripts/i18n-extract.ts).
import { describe, expect, it } from 'vitest';
import { checkCatalogues, extract, scanSource } from '../i18n-extract';

describe('the portal’s catalogues', () => {
  const extraction = extract();

  it('agree with the source and with each other', () => {
    expect(checkCatalogues(extraction)).toEqual([]);
  });

  it('leave no user-visible English outside them', () => {
    expect(extraction.literals.map((p) => `${p.file}:${p.line}: ${p.text}`)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds keys (plain, plural, context) and flags literals, honouring i18n-ignore', () => {
    const scan = scanSource(
      'x.tsx',
      [
        "t('Save'); t('{{count}} item', { count, plural: '{{count}} items' }); t('Post', { context: 'verb' }); msg('Marked');",
        'const a = <p title="Hover text">Visible words</p>;',
        '// i18n-ignore',
        'const b = <p>WhatsApp Brand</p>;',
        "toast.success('Saved!');",
        't(variable);',
      ].join('\n'),
    );
    expect(scan.keys).toEqual(['Save', '{{count}} item_one', '{{count}} item_other', 'Post_verb', 'Marked']);
    expect(scan.literals.map((p) => p.text)).toEqual(['title="Hover text"', 'Visible words', 'Saved!']);
    expect(scan.dynamic.map((p) => p.line)).toEqual([6]);
  });

  it('finds English an expression shows as it is: both branches, templates, fallbacks, in fragments too', () => {
    const scan = scanSource(
      'y.tsx',
      [
        "const a = <button>{open ? 'Hide filters' : `Show ${name}`}</button>;",
        "const b = <>{ready && 'All done'}{label ?? 'Untitled'}{count}</>;",
        'const c = <div aria-label={`Which ${noun}`} className={`btn ${kind}`} />;',
        "const d = <p>{open ? t('Hide') : t('Show')}</p>;",
        "const e = [{ value: '', label: 'All' }, { value: 'x', label: t('Some') }, { title: 'Sample title' }];",
      ].join('\n'),
    );
    expect(scan.literals.map((p) => `${p.line}: ${p.text}`)).toEqual([
      '1: Hide filters',
      '1: Show',
      '2: All done',
      '2: Untitled',
      '3: aria-label="Which"',
      "5: label: 'All'",
    ]);
  });
});
