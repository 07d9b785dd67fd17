// `npm run i18n:export [-- ha yo] [--out=dir]`: every catalogue of each translated language as one XLIFF 2.0 file,
// translations/<lang>.xlf by default (git-ignored: made from the catalogues and sidecars whenever needed), for a
// translation platform (docs/translations.md, "Reviewing on Weblate or Crowdin"). One <file> per catalogue: the
// portal's namespaces (`portal.<ns>`) and the server's messages (`server`). Each unit carries the English source,
// the translation, its review state (scripts/i18n-review.ts) and notes: where the text is shown, the plural form or
// context, the placeholders and tags to keep, and the glossary's words for the terms it uses.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogueFile,
  isReviewed,
  readEntries,
  readSidecar,
  TRANSLATED_LANGUAGES,
  type Entry,
} from './i18n-review';
import { writeXliff, type XliffDocument, type XliffFile, type XliffNote } from './i18n-xliff';

export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GLOSSARY_DOC = 'docs/translations.md';

/**
 * The unit id of an entry. A server code is an XML name token already; a portal key is English text, so its id is a
 * few of its words and a hash of its namespace and key: stable while they are, readable in the platform and in a
 * diff, and unique in the whole document ("Save" in two namespaces is two units; a platform that keys units by id
 * alone must not merge them).
 */
export function unitId(entry: Pick<Entry, 'catalogue' | 'key'>): string {
  if (entry.catalogue === 'server') return entry.key;
  const words = entry.key
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32)
    .replace(/-$/, '');
  const hash = createHash('sha256').update(`${entry.catalogue}\n${entry.key}`).digest('hex').slice(0, 10);
  return `${words || 'k'}.${hash}`;
}

export interface GlossaryTerm {
  /** The English as the glossary writes it ("log in / sign in"). */
  english: string;
  patterns: RegExp[];
  translations: Record<string, string>;
}

export interface Glossary {
  terms: GlossaryTerm[];
  /** Words kept as they are in every language (BVN, WhatsApp, PDF). */
  kept: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English glossary term as a pattern: whole words, any case, its plural and -ed/-ing forms, "e-mail" as "email". */
function termPattern(term: string): RegExp {
  const base = escapeRegExp(term.trim()).replace(/-/g, '-?');
  const stem = /y$/.test(term) ? `(?:${base}|${base.slice(0, -1)}(?:ies|ied))` : base;
  return new RegExp(`\\b${stem}(?:s|es|d|ed|ing)?\\b`, 'i');
}

/** The glossary of docs/translations.md: its table (English and each language) and the words kept as they are. */
export function parseGlossary(markdown: string): Glossary {
  const section = /^## Glossary\n([\s\S]*?)(?=^## )/m.exec(`${markdown}\n## `)?.[1] ?? '';
  const keptParagraph = /Terms kept as they are[\s\S]*?(?:\n\n|$)/.exec(section)?.[0] ?? '';
  const kept = [...keptParagraph.matchAll(/\*\*([^*]+)\*\*/g)].flatMap((match) => match[1].split('/'));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  const terms: GlossaryTerm[] = [];
  if (header)
    for (const row of body) {
      const english = row[0];
      const alternatives = english
        .replace(/\([^)]*\)/g, '')
        .split('/')
        .map((part) => part.trim())
        .filter(Boolean);
      terms.push({
        english,
        patterns: alternatives.map(termPattern),
        translations: Object.fromEntries(
          header.slice(1).map((language, index) => [language, row[index + 1] ?? '']),
        ),
      });
    }
  return { terms, kept };
}

export function readGlossary(root: string): Glossary {
  const file = join(root, GLOSSARY_DOC);
  return existsSync(file) ? parseGlossary(readFileSync(file, 'utf8')) : { terms: [], kept: [] };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const TAG = /<(\w+)>/g;

/** The notes a translator reads beside an entry. */
export function unitNotes(entry: Entry, language: string, glossary: Glossary): XliffNote[] {
  const notes: XliffNote[] = [];
  if (entry.catalogue === 'server') {
    const area = entry.key.split('.')[0];
    const what =
      area === 'mail'
        ? 'a sentence of an e-mail the server sends'
        : area === 'term'
          ? 'a word the server puts inside other messages as a parameter ({{action}}, {{what}}, {{status}}...)'
          : 'a message of the server’s answers, shown on the portal';
    notes.push({ category: 'location', text: `Server message ${entry.key}: ${what}.` });
  } else {
    notes.push({
      category: 'location',
      text: `Portal screens, namespace ${entry.catalogue.slice('portal.'.length)}.`,
    });
    if (entry.key !== entry.english) {
      const suffix = entry.key.slice(entry.key.lastIndexOf('_') + 1);
      if (suffix === 'one' || suffix === 'other')
        notes.push({
          category: 'plural',
          text: `Plural form "${suffix}" (${suffix === 'one' ? 'a count of 1' : 'any other count'}) of the key "${entry.key}".`,
        });
      else
        notes.push({
          category: 'context',
          text: `Context "${suffix}" of "${entry.english}" (key "${entry.key}").`,
        });
    }
  }
  const placeholders = [...new Set([...entry.english.matchAll(PLACEHOLDER)].map((match) => match[0]))];
  if (placeholders.length > 0)
    notes.push({
      category: 'placeholders',
      text: `Keep ${placeholders.join(', ')} exactly as written (you may move ${placeholders.length > 1 ? 'them' : 'it'} within the sentence).`,
    });
  const tags = [...new Set([...entry.english.matchAll(TAG)].map((match) => match[1]))];
  if (tags.length > 0)
    notes.push({
      category: 'tags',
      text: `Keep ${tags.map((tag) => `<${tag}>…</${tag}>`).join(', ')} around the words ${tags.length > 1 ? 'they mark' : 'it marks'}.`,
    });
  const plain = entry.english.replace(PLACEHOLDER, ' ');
  const terms = glossary.terms.filter(
    (term) => term.translations[language] && term.patterns.some((p) => p.test(plain)),
  );
  if (terms.length > 0)
    notes.push({
      category: 'glossary',
      text: `Glossary: ${terms.map((term) => `${term.english} = ${term.translations[language]}`).join('; ')}.`,
    });
  const kept = glossary.kept.filter((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(plain));
  if (kept.length > 0) notes.push({ category: 'glossary', text: `Keep as written: ${kept.join(', ')}.` });
  return notes;
}

/** One language's catalogues as an XLIFF document. */
export function exportDocument(root: string, language: string): XliffDocument {
  const glossary = readGlossary(root);
  const sidecar = readSidecar(root, language);
  const files = new Map<string, XliffFile>();
  const ids = new Map<string, string>();
  for (const entry of readEntries(root, language)) {
    let file = files.get(entry.catalogue);
    if (!file) {
      file = {
        id: entry.catalogue,
        original: relative(root, catalogueFile(root, entry.catalogue, language))
          .split('\\')
          .join('/'),
        notes: [],
        units: [],
      };
      files.set(entry.catalogue, file);
    }
    const id = unitId(entry);
    const clash = ids.get(`${entry.catalogue}/${id}`);
    if (clash !== undefined)
      throw new Error(`Two keys of ${entry.catalogue} share the unit id ${id}: "${clash}", "${entry.key}"`);
    ids.set(`${entry.catalogue}/${id}`, entry.key);
    file.units.push({
      id,
      name: entry.catalogue === 'server' ? undefined : entry.key,
      notes: unitNotes(entry, language, glossary),
      source: entry.english,
      target: entry.text === '' ? undefined : entry.text,
      // A machine draft is "translated" (a text to check), a reviewed entry "final" (Crowdin's approved, XLIFF's
      // last state); nothing written yet is "initial".
      state: entry.text === '' ? 'initial' : isReviewed(sidecar, entry) ? 'final' : 'translated',
    });
  }
  return { srcLang: 'en', trgLang: language, files: [...files.values()] };
}

export function exportLanguage(root: string, language: string): string {
  return writeXliff(exportDocument(root, language));
}

function main(): void {
  const args = process.argv.slice(2);
  const out = resolve(
    repositoryRoot,
    args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length) ?? 'translations',
  );
  const asked = args.filter((arg) => !arg.startsWith('--'));
  const unknown = asked.filter((language) => !(TRANSLATED_LANGUAGES as readonly string[]).includes(language));
  if (unknown.length > 0) {
    console.error(`Unknown language(s): ${unknown.join(', ')} (one of ${TRANSLATED_LANGUAGES.join(', ')}).`);
    process.exit(1);
  }
  mkdirSync(out, { recursive: true });
  for (const language of asked.length > 0 ? asked : TRANSLATED_LANGUAGES) {
    const document = exportDocument(repositoryRoot, language);
    const file = join(out, `${language}.xlf`);
    writeFileSync(file, writeXliff(document));
    const units = document.files.flatMap((f) => f.units);
    console.log(
      `${relative(process.cwd(), file)}: ${units.length} units, ${units.filter((u) => u.state === 'final').length} reviewed.`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
