// The portal's translations (issue 17; docs/translations.md). The English text is the key, gettext-style:
// `t('Log in')` shows 'Log in' in English with no catalogue at all, so English, the first load of every page and the
// prerendered screens carry no catalogue and no key names (the first-load budget had 0.2 KB to spare). The other
// four languages each have one JSON catalogue per namespace (locales/<lang>/<ns>.json: English text -> translation),
// downloaded only when that language is chosen. locales/en/<ns>.json lists the reference keys (written by
// scripts/i18n-extract.ts from the source); the catalogue test checks that every language carries exactly them.
//
// The format is i18next's with `keySeparator: false` and `nsSeparator: false`: {{name}} placeholders, plural forms as
// `<key>_one` / `<key>_other` (Intl.PluralRules), a context as `<key>_<context>`. Our own runtime instead of
// i18next + react-i18next (19 KB gzipped, measured) keeps /homepage and / within their 140 KB first load. This file
// is the part every page loads (under 1 KB); downloading catalogues and switching live in ./catalogues.ts, loaded
// only when a language other than English is in play.
import { isLanguage, LANGUAGES, type Language } from '@contract/languages';
import { fill, state, type Params } from './state';

export { isLanguage, LANGUAGES, type Language };

export {
  dateFormatter,
  fill,
  formatNumber,
  localeTag,
  msg,
  state,
  type Catalogue,
  type Params,
} from './state';

export function currentLanguage(): Language {
  return state.current;
}

export function subscribe(listener: () => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

const catalogues = () => import('./catalogues');

/**
 * Switches the language: downloads every namespace in use first (so no screen flashes a fallback), then changes
 * every word at once. Resolves false when a catalogue could not be downloaded (the language then stays as it was).
 */
export function changeLanguage(language: Language): Promise<boolean> {
  return catalogues().then((module) => module.switchLanguage(language));
}

/** The load of `ns` in the current language, or undefined when it is ready (English always is). use-t.ts waits on it. */
export function pendingLoad(ns: string): Promise<void> | undefined {
  if (state.current === 'en' || state.ready.has(`${state.current}/${ns}`)) return undefined;
  return catalogues().then((module) => module.loadNamespace(ns, state.current));
}

export interface TOptions {
  /** Picks `<key>_<context>` when the catalogue has it ('Post' the noun and 'Post' the verb). */
  context?: string;
  /** English plural: t('{{count}} result', { count, plural: '{{count}} results' }). */
  plural?: string;
}

/**
 * The text of `key` (its English words) in the current language, with its {{placeholders}} filled; a number is
 * formatted for the language. With a numeric `count`, the language's plural form is chosen (English: `plural`).
 */
export function t(key: string, params?: Params & TOptions): string {
  const count = params?.count;
  const english = typeof count === 'number' && count !== 1 && params?.plural ? params.plural : key;
  if (state.current === 'en') return fill(english, params);
  const { entries } = state;
  let base = key;
  if (params?.context && entries[`${key}_${params.context}`]) base = `${key}_${params.context}`;
  let text: string | undefined;
  if (typeof count === 'number')
    text =
      entries[`${base}_${new Intl.PluralRules(state.current).select(count)}`] || entries[`${base}_other`];
  // An empty or missing entry (a catalogue still being written; the check refuses it) shows the English.
  return fill(text || entries[base] || english, params);
}

/**
 * A finished English text made elsewhere (a yup message, a fallback, a server message without a known code) in the
 * current language: its exact entry, else the template it matches with its parts carried over, else as it is.
 */
export function translate(text: string): string {
  if (state.current === 'en' || !text) return text;
  return state.entries[text] || state.matchTemplate(text) || text;
}
