// Issue 28, "Translators can work without git": the XLIFF 2.0 export and import of every catalogue
// (scripts/i18n-export.ts, i18n-import.ts, i18n-xliff.ts) and the review state beside the catalogues
// (scripts/i18n-review.ts). The round trip runs on a copy of the repository's own catalogues; the rules (escaping,
// refusals, review state, the draft threshold) on small made-up catalogues.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportLanguage, parseGlossary, repositoryRoot, unitId } from '../i18n-export';
import { importXliff } from '../i18n-import';
import {
  DRAFT_LANGUAGES_MODULE,
  draftLanguages,
  draftLanguagesPlugin,
  readEntries,
  reviewShares,
  TRANSLATED_LANGUAGES,
} from '../i18n-review';
import {
  escapeAttribute,
  escapeText,
  parseXml,
  readXliff,
  writeXliff,
  type XliffDocument,
} from '../i18n-xliff';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'i18n-exchange-'));
  roots.push(root);
  return root;
}

/** Every file under `dir` with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(full.slice(dir.length), readFileSync(full, 'latin1'));
    }
  };
  walk(dir);
  return files;
}

function put(root: string, file: string, content: unknown): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(
    join(root, file),
    typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`,
  );
}

const TRICKY = "Tom & Jerry <b>\"quoted\"</b> 'it's'\nsecond line {{name}} ]]> end";

/** A small repository: two portal namespaces and the server's messages, English and Hausa. */
function fixture(): string {
  const root = tempRoot();
  put(root, 'src/i18n/locales/en/auth.json', {
    'Log in': 'Log in',
    'Welcome, {{name}}': 'Welcome, {{name}}',
    '{{count}} result_one': '{{count}} result',
    '{{count}} result_other': '{{count}} results',
    [TRICKY]: TRICKY,
  });
  put(root, 'src/i18n/locales/ha/auth.json', {
    'Log in': 'Shiga',
    'Welcome, {{name}}': 'Barka, {{name}}',
    '{{count}} result_one': 'Sakamako {{count}}',
    '{{count}} result_other': 'Sakamako {{count}}',
    [TRICKY]: 'Tom da Jerry <b>"an faɗa"</b> \'na\'\nlayi na biyu {{name}} ]]> ƙarshe',
  });
  put(root, 'src/i18n/locales/en/common.json', {
    'Read <link>the terms</link>.': 'Read <link>the terms</link>.',
  });
  put(root, 'src/i18n/locales/ha/common.json', {
    'Read <link>the terms</link>.': 'Karanta <link>sharuɗɗan</link>.',
  });
  put(root, 'contract/messages/en.json', { 'auth.invalid_otp': 'Invalid OTP', 'common.ok': 'OK' });
  put(root, 'contract/messages/ha.json', { 'auth.invalid_otp': 'OTP ba daidai ba ne', 'common.ok': 'To' });
  put(root, 'src/i18n/review/ha.json', '{}\n');
  put(
    root,
    'docs/translations.md',
    '# T\n\n## Glossary\n\nTerms kept as they are in every language: **OTP**, **PNG/PDF**.\n\n| English | pcm | ha | yo | ig |\n|---|---|---|---|---|\n| log in / sign in | log in | shiga | wọlé | banye |\n| code (one-time) | code | lamba | kóòdù | koodu |\n\n## Next\n',
  );
  return root;
}

/** The exported file with one unit's segment changed: `edit` gets and returns the unit's XML. */
function editUnit(xliff: string, id: string, edit: (unit: string) => string): string {
  const start = xliff.indexOf(`<unit id="${id}"`);
  expect(start, `unit ${id}`).toBeGreaterThan(-1);
  const end = xliff.indexOf('</unit>', start) + '</unit>'.length;
  return xliff.slice(0, start) + edit(xliff.slice(start, end)) + xliff.slice(end);
}

const readObject = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | string>;

const portalId = (ns: string, key: string) => unitId({ catalogue: `portal.${ns}`, key });

describe('XML escaping and reading', () => {
  it('escapes text and attributes', () => {
    expect(escapeText('a < b & c > d "q" \'s\'')).toBe('a &lt; b &amp; c &gt; d "q" \'s\'');
    expect(escapeAttribute('say "hi"\n\tnow & <then>')).toBe(
      'say &quot;hi&quot;&#10;&#9;now &amp; &lt;then&gt;',
    );
    expect(() => escapeText('bell \u0007')).toThrow(/XML cannot carry/);
  });

  it('reads back exactly what it wrote: <, &, quotes, newlines, CR, spaces at the ends, {{placeholders}}', () => {
    const texts = [
      TRICKY,
      '  two spaces around  ',
      'cr\r\nlf',
      '&amp; stays literal',
      'Ẹ káàbọ̀ {{name}} <link>x</link>',
    ];
    const document: XliffDocument = {
      srcLang: 'en',
      trgLang: 'yo',
      files: [
        {
          id: 'portal.auth',
          notes: [],
          units: texts.map((text, index) => ({
            id: `u${index}`,
            name: text,
            notes: [{ category: 'context', text }],
            source: text,
            target: text.toUpperCase(),
            state: 'translated' as const,
          })),
        },
      ],
    };
    const read = readXliff(writeXliff(document));
    expect(read.trgLang).toBe('yo');
    expect(read.files[0].units.map((unit) => [unit.name, unit.source, unit.target, unit.state])).toEqual(
      texts.map((text) => [text, text, text.toUpperCase(), 'translated']),
    );
  });

  it('reads what platforms write: CDATA, character references, comments, groups, split segments', () => {
    const read = readXliff(`\uFEFF<?xml version="1.0"?>
<!-- written by a platform -->
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en" trgLang='ha'>
  <file id="server">
    <group id="g"><unit id="a.b">
      <segment state="reviewed"><source>One.</source><target><![CDATA[Ɗaya <b> & ]]></target></segment>
      <ignorable><source> </source><target> </target></ignorable>
      <segment state="translated"><source>Two.</source><target>&#x181;iyu&#10;&#38;</target></segment>
    </unit></group>
  </file>
</xliff>`);
    expect(read.files[0].units[0]).toMatchObject({
      id: 'a.b',
      source: 'One. Two.',
      target: 'Ɗaya <b> &  Ɓiyu\n&',
      state: 'translated',
    });
  });

  it('refuses what is not plain XLIFF text', () => {
    expect(() => parseXml('<!DOCTYPE x [<!ENTITY e "boom">]><x>&e;</x>')).toThrow(/DOCTYPE/);
    expect(() => parseXml('<x>a & b</x>')).toThrow(/bare "&"/);
    expect(() => parseXml('<x><y></x>')).toThrow(/closes nothing open/);
    expect(() => readXliff('<xliff version="1.2"></xliff>')).toThrow(/Not an XLIFF 2 file/);
    expect(() =>
      readXliff(
        '<xliff version="2.0" srcLang="en" trgLang="ha"><file id="server"><unit id="x"><segment><source>a</source><target>b <ph id="1"/></target></segment></unit></file></xliff>',
      ),
    ).toThrow(/<ph> inside a text/);
  });
});

describe('the glossary in the notes', () => {
  it('reads docs/translations.md: its table and the words kept as they are', () => {
    const glossary = parseGlossary(readFileSync(join(repositoryRoot, 'docs/translations.md'), 'utf8'));
    expect(glossary.kept).toEqual(expect.arrayContaining(['BVN', 'OTP', 'WhatsApp', 'PDF']));
    const account = glossary.terms.find((term) => term.english === 'account')!;
    expect(account.translations.ha).toBe('asusu');
    expect(account.patterns.some((pattern) => pattern.test('Your accounts'))).toBe(true);
    expect(glossary.terms.find((term) => term.english === 'e-mail')!.patterns[0].test('Email address')).toBe(
      true,
    );
  });

  it('notes the location, plural form, placeholders, tags and glossary words of each unit', () => {
    const root = fixture();
    const xliff = exportLanguage(root, 'ha');
    const unit = (id: string) => {
      const start = xliff.indexOf(`<unit id="${id}"`);
      return xliff.slice(start, xliff.indexOf('</unit>', start));
    };
    expect(unit(portalId('auth', 'Log in'))).toContain('Glossary: log in / sign in = shiga.');
    expect(unit(portalId('auth', '{{count}} result_other'))).toMatch(
      /Plural form "other".*\n.*Keep \{\{count\}\} exactly as written/,
    );
    expect(unit(portalId('common', 'Read <link>the terms</link>.'))).toContain(
      'Keep &lt;link&gt;…&lt;/link&gt; around the words it marks.',
    );
    expect(unit('auth.invalid_otp')).toContain('Server message auth.invalid_otp');
    expect(unit('auth.invalid_otp')).toContain('Keep as written: OTP.');
  });
});

describe('export then import', () => {
  it('gives every unit of a language an id of its own, across namespaces too', () => {
    const ids = [...exportLanguage(repositoryRoot, 'ha').matchAll(/<unit id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(ids.length).toBe(readEntries(repositoryRoot, 'ha').length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('changes nothing in the repository’s own catalogues and sidecars (byte for byte)', () => {
    const root = tempRoot();
    for (const dir of ['src/i18n/locales', 'src/i18n/review', 'contract/messages', 'docs'])
      cpSync(join(repositoryRoot, dir), join(root, dir), { recursive: true });
    const before = snapshot(root);
    for (const language of TRANSLATED_LANGUAGES) {
      const xliff = exportLanguage(root, language);
      const result = importXliff(root, xliff);
      expect(result.problems).toEqual([]);
      expect(result.written).toEqual([]);
      expect(result.total).toBe(readEntries(root, language).length);
      expect(exportLanguage(root, language)).toBe(xliff);
    }
    expect(snapshot(root)).toEqual(before);
  });

  it('changes nothing when some entries are reviewed either, and carries the review state through', () => {
    const root = fixture();
    let xliff = exportLanguage(root, 'ha');
    expect(xliff).not.toContain('state="final"');
    for (const id of [portalId('auth', 'Log in'), portalId('auth', TRICKY), 'common.ok'])
      xliff = editUnit(xliff, id, (unit) => unit.replace('state="translated"', 'state="final"'));
    xliff = editUnit(xliff, 'auth.invalid_otp', (unit) =>
      unit.replace('state="translated"', 'state="reviewed"'),
    );
    const result = importXliff(root, xliff);
    expect(result.problems).toEqual([]);
    expect(result.changedTexts).toBe(0);
    expect(result.written).toEqual(['src/i18n/review/ha.json']);
    const sidecar = readObject(join(root, 'src/i18n/review/ha.json')) as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(sidecar['portal.auth'])).toEqual(['Log in', TRICKY]);
    expect(Object.keys(sidecar.server)).toEqual(['auth.invalid_otp', 'common.ok']);
    expect(reviewShares(root).ha).toEqual({ reviewed: 4, total: 8 });

    // Exported again, the four are "final"; that export imported changes nothing.
    const again = exportLanguage(root, 'ha');
    expect(again.match(/state="final"/g)).toHaveLength(4);
    const before = snapshot(root);
    expect(importXliff(root, again).written).toEqual([]);
    expect(snapshot(root)).toEqual(before);

    // A reviewed entry sent back as a draft becomes one.
    importXliff(
      root,
      editUnit(again, 'common.ok', (unit) => unit.replace('state="final"', 'state="translated"')),
    );
    expect(reviewShares(root).ha.reviewed).toBe(3);
  });

  it('writes new texts as JSON, escaping and all, in the catalogue’s own key order', () => {
    const root = fixture();
    const tricky = 'A < B &amp; C "q" \'s\'\n{{name}} > 2';
    let xliff = exportLanguage(root, 'ha');
    xliff = editUnit(xliff, portalId('auth', 'Welcome, {{name}}'), (unit) =>
      unit.replace(
        /<target xml:space="preserve">[^<]*<\/target>/,
        `<target xml:space="preserve">${escapeText(tricky)}</target>`,
      ),
    );
    const result = importXliff(root, xliff);
    expect(result.problems).toEqual([]);
    expect(result.written).toEqual(['src/i18n/locales/ha/auth.json']);
    const text = readFileSync(join(root, 'src/i18n/locales/ha/auth.json'), 'utf8');
    const catalogue = JSON.parse(text) as Record<string, string>;
    expect(catalogue['Welcome, {{name}}']).toBe(tricky);
    expect(Object.keys(catalogue)).toEqual([
      'Log in',
      'Welcome, {{name}}',
      '{{count}} result_one',
      '{{count}} result_other',
      TRICKY,
    ]);
    expect(text).toBe(`${JSON.stringify(catalogue, null, 2)}\n`);
  });
});

describe('what import refuses or skips', () => {
  it('refuses a placeholder or tag that differs from the English, and writes nothing', () => {
    const root = fixture();
    const before = snapshot(root);
    let xliff = exportLanguage(root, 'ha');
    xliff = editUnit(xliff, portalId('auth', 'Welcome, {{name}}'), (unit) =>
      unit.replace('Barka, {{name}}', 'Barka, {{sunan}}'),
    );
    xliff = editUnit(xliff, portalId('common', 'Read <link>the terms</link>.'), (unit) =>
      unit.replace(/Karanta .*<\/target>/, 'Karanta sharuɗɗan.</target>'),
    );
    const result = importXliff(root, xliff);
    expect(result.problems).toEqual([
      'portal.auth Welcome, {{name}}: placeholders "{{sunan}}" differ from the English\'s "{{name}}"',
      'portal.common Read <link>the terms</link>.: tags "" differ from the English\'s "</link> <link>"',
    ]);
    expect(result.written).toEqual([]);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses an unknown key, an unknown file and a language the portal does not translate', () => {
    const root = fixture();
    const xliff = exportLanguage(root, 'ha');
    const unknown = editUnit(xliff, 'common.ok', (unit) =>
      unit.replace('id="common.ok"', 'id="common.nope"'),
    );
    expect(importXliff(root, unknown).problems).toEqual([
      'server common.nope: no such entry in the catalogues (unknown key)',
    ]);
    const moved = xliff.replace('<file id="portal.common"', '<file id="portal.elsewhere"');
    expect(importXliff(root, moved).problems).toEqual([
      'portal.elsewhere Read <link>the terms</link>.: no such entry in the catalogues (unknown key)',
    ]);
    expect(importXliff(root, xliff.replace('trgLang="ha"', 'trgLang="fr"')).problems).toEqual([
      'trgLang "fr" is not one of pcm, ha, yo, ig',
    ]);
  });

  it('skips empty targets and units whose English changed since the export', () => {
    const root = fixture();
    let xliff = exportLanguage(root, 'ha');
    xliff = editUnit(xliff, 'common.ok', (unit) =>
      unit.replace('>To<', '><').replace('state="translated"', 'state="final"'),
    );
    put(root, 'contract/messages/en.json', {
      'auth.invalid_otp': 'The code is not valid.',
      'common.ok': 'OK',
    });
    xliff = editUnit(xliff, 'auth.invalid_otp', (unit) =>
      unit.replace('OTP ba daidai ba ne', 'Wani abu').replace('state="translated"', 'state="final"'),
    );
    const before = snapshot(root);
    const result = importXliff(root, xliff);
    expect(result.problems).toEqual([]);
    expect(result.skipped).toEqual([
      'server auth.invalid_otp: the English changed since the export (export again)',
      'server common.ok: empty target',
    ]);
    expect(snapshot(root)).toEqual(before);
  });
});

describe('review state', () => {
  it('a key nobody reviewed (added by another change) is a machine draft, and imports in the English order', () => {
    const root = fixture();
    put(root, 'src/i18n/locales/en/common.json', {
      'A new key': 'A new key',
      'Read <link>the terms</link>.': 'Read <link>the terms</link>.',
    });
    const xliff = exportLanguage(root, 'ha');
    expect(editUnit(xliff, portalId('common', 'A new key'), (unit) => unit)).toContain('state="initial"');
    const filled = editUnit(xliff, portalId('common', 'A new key'), (unit) =>
      unit
        .replace('</source>', '</source>\n        <target>Sabon maɓalli</target>')
        .replace('state="initial"', 'state="final"'),
    );
    expect(importXliff(root, filled).problems).toEqual([]);
    expect(Object.keys(readObject(join(root, 'src/i18n/locales/ha/common.json')))).toEqual([
      'A new key',
      'Read <link>the terms</link>.',
    ]);
    expect(reviewShares(root).ha.reviewed).toBe(1);
  });

  it('a reviewed entry becomes a draft again when its English or its translation changes outside the platform', () => {
    const root = fixture();
    const xliff = exportLanguage(root, 'ha').replaceAll('state="translated"', 'state="final"');
    importXliff(root, xliff);
    expect(reviewShares(root).ha).toEqual({ reviewed: 8, total: 8 });
    put(root, 'contract/messages/en.json', {
      'auth.invalid_otp': 'The code is not valid.',
      'common.ok': 'OK',
    });
    put(root, 'contract/messages/ha.json', { 'auth.invalid_otp': 'OTP ba daidai ba ne', 'common.ok': 'To!' });
    expect(reviewShares(root).ha).toEqual({ reviewed: 6, total: 8 });
  });

  it('marks a language "draft" while fewer than half of its entries are reviewed', () => {
    const root = fixture();
    expect(draftLanguages(root)).toContain('ha');
    let xliff = exportLanguage(root, 'ha');
    const ids = [portalId('auth', 'Log in'), portalId('auth', 'Welcome, {{name}}'), 'auth.invalid_otp'];
    for (const id of ids)
      xliff = editUnit(xliff, id, (unit) => unit.replace('state="translated"', 'state="final"'));
    importXliff(root, xliff);
    expect(reviewShares(root).ha).toEqual({ reviewed: 3, total: 8 });
    expect(draftLanguages(root)).toContain('ha');
    importXliff(
      root,
      editUnit(xliff, 'common.ok', (unit) => unit.replace('state="translated"', 'state="final"')),
    );
    expect(reviewShares(root).ha).toEqual({ reviewed: 4, total: 8 });
    expect(draftLanguages(root)).not.toContain('ha');
  });

  it('the build replaces src/i18n/draft-languages.ts with the list it computes', () => {
    const root = fixture();
    const load = draftLanguagesPlugin(root).load as (id: string) => string | null;
    const context = { addWatchFile: () => undefined };
    expect(load.call(context, join(root, 'src/i18n/main.tsx'))).toBeNull();
    const module = load.call(context, `${join(root, DRAFT_LANGUAGES_MODULE)}?v=1`);
    expect(module).toBe('export const DRAFT_LANGUAGES = ["pcm","ha","yo","ig"];\n');
    importXliff(root, exportLanguage(root, 'ha').replaceAll('state="translated"', 'state="final"'));
    expect(load.call(context, join(root, DRAFT_LANGUAGES_MODULE))).toBe(
      'export const DRAFT_LANGUAGES = ["pcm","yo","ig"];\n',
    );
  });
});
