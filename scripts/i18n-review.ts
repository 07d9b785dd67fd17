// Every translated entry and its review state (docs/translations.md, "Review state"). The catalogues stay as they
// are (English -> text, code -> text): the state lives beside them, one sidecar per language,
// src/i18n/review/<lang>.json, written only by `npm run i18n:import`. It lists the reviewed entries, each with a hash
// of the English and the translation that were reviewed together, so an entry is reviewed only while both are still
// what the reviewer saw: a new English text (a server message reworded) or a translation edited outside the platform
// makes it a machine draft again, and so is every entry the sidecar does not name (a key another change just added).
// The build reads the sidecars to mark the languages that are still mostly drafts in the language menu
// (`draftLanguagesPlugin`), so a phone receives a list of language codes, never the sidecars.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const TRANSLATED_LANGUAGES = ['pcm', 'ha', 'yo', 'ig'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/**
 * A language is marked "(draft)" in the menu while fewer than half of its entries are reviewed: while its entries
 * are mostly machine drafts. At half or more reviewed, the mark goes.
 */
export const REVIEWED_SHARE_FOR_NO_MARK = 0.5;

export const paths = {
  locales: 'src/i18n/locales',
  messages: 'contract/messages',
  review: 'src/i18n/review',
};

/** One translatable entry of a language: the portal's (`portal.<ns>`, keyed by English) or the server's (by code). */
export interface Entry {
  /** `portal.<ns>` or `server`. */
  catalogue: string;
  key: string;
  /** The English it translates: the key itself, or (plural forms, contexts, server codes) the English file's text. */
  english: string;
  /** The translation; '' when none is written yet. */
  text: string;
}

export type Catalogue = Record<string, string>;
/** catalogue -> key -> hash of the reviewed English and translation. */
export type Sidecar = Record<string, Record<string, string>>;

export function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

/** The portal's namespaces: the English reference files' names. */
export function portalNamespaces(root: string): string[] {
  const dir = join(root, paths.locales, 'en');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort()
    : [];
}

/** Where a catalogue's file is, for a language. */
export function catalogueFile(root: string, catalogue: string, language: string): string {
  return catalogue === 'server'
    ? join(root, paths.messages, `${language}.json`)
    : join(root, paths.locales, language, `${catalogue.slice('portal.'.length)}.json`);
}

/** Every entry of `language`, in the English files' order: the portal's namespaces, then the server's messages. */
export function readEntries(root: string, language: string): Entry[] {
  const entries: Entry[] = [];
  for (const catalogue of [...portalNamespaces(root).map((ns) => `portal.${ns}`), 'server']) {
    const english = readJson<Catalogue>(catalogueFile(root, catalogue, 'en'), {});
    const translated = readJson<Catalogue>(catalogueFile(root, catalogue, language), {});
    for (const [key, value] of Object.entries(english))
      entries.push({ catalogue, key, english: value || key, text: translated[key] ?? '' });
  }
  return entries;
}

export function reviewHash(english: string, text: string): string {
  return createHash('sha256')
    .update(JSON.stringify([english, text]))
    .digest('hex')
    .slice(0, 16);
}

export function sidecarFile(root: string, language: string): string {
  return join(root, paths.review, `${language}.json`);
}

export function readSidecar(root: string, language: string): Sidecar {
  return readJson<Sidecar>(sidecarFile(root, language), {});
}

/** Reviewed: translated, and the sidecar holds the hash of this very English and translation. */
export function isReviewed(sidecar: Sidecar, entry: Entry): boolean {
  return entry.text !== '' && sidecar[entry.catalogue]?.[entry.key] === reviewHash(entry.english, entry.text);
}

/** The sidecar's text for these reviewed entries (in the entries' order, so the same state writes the same bytes). */
export function formatSidecar(reviewed: Entry[]): string {
  const sidecar: Sidecar = {};
  for (const entry of reviewed)
    (sidecar[entry.catalogue] ??= {})[entry.key] = reviewHash(entry.english, entry.text);
  return `${JSON.stringify(sidecar, null, 2)}\n`;
}

export interface Share {
  reviewed: number;
  total: number;
}

export function reviewShares(root: string): Record<TranslatedLanguage, Share> {
  const shares = {} as Record<TranslatedLanguage, Share>;
  for (const language of TRANSLATED_LANGUAGES) {
    const entries = readEntries(root, language);
    const sidecar = readSidecar(root, language);
    shares[language] = {
      reviewed: entries.filter((entry) => isReviewed(sidecar, entry)).length,
      total: entries.length,
    };
  }
  return shares;
}

/** The languages the menu marks "(draft)": fewer than half of their entries reviewed. */
export function draftLanguages(root: string): TranslatedLanguage[] {
  const shares = reviewShares(root);
  return TRANSLATED_LANGUAGES.filter(
    (language) => shares[language].reviewed < shares[language].total * REVIEWED_SHARE_FOR_NO_MARK,
  );
}

/** The module that names the draft languages, as the build writes it. */
export const DRAFT_LANGUAGES_MODULE = 'src/i18n/draft-languages.ts';

/**
 * Vite: src/i18n/draft-languages.ts becomes the list computed from the sidecars and catalogues at build time (its
 * own text is the fallback the unit tests read).
 */
export function draftLanguagesPlugin(root: string): Plugin {
  const target = join(root, DRAFT_LANGUAGES_MODULE);
  return {
    name: 'i18n-draft-languages',
    load(id) {
      if (id.split('?')[0] !== target) return null;
      for (const language of TRANSLATED_LANGUAGES) {
        const sidecar = sidecarFile(root, language);
        if (existsSync(sidecar)) this.addWatchFile(sidecar);
      }
      return `export const DRAFT_LANGUAGES = ${JSON.stringify(draftLanguages(root))};\n`;
    },
  };
}
