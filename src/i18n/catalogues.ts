// Downloading catalogues and switching language (src/i18n/runtime.ts holds the state every page reads). A lazy
// chunk: a visit in English never loads it. Each language's namespaces are separate chunks, so only the chosen
// language, and of it only the screens visited, are downloaded.
import { intlSpeaks, ownDates } from './own-dates';
import { fill, state, type Catalogue, type Language } from './state';

const loaders = import.meta.glob<Catalogue>(['./locales/*/*.json', '!./locales/en/*.json'], {
  import: 'default',
});
/** The namespaces (the reference catalogues' names; their contents are never loaded). */
const namespaces = Object.keys(import.meta.glob('./locales/en/*.json')).map(
  (file) => /([\w-]+)\.json$/.exec(file)![1],
);

const loaded = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
/** Namespaces some screen has asked for: a switch loads them all before it changes a word. */
const requested = new Set<string>(['common']);

let templates: { regex: RegExp; names: string[]; key: string; literal: number }[] = [];
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Loads one namespace of one language (once). A namespace without a catalogue in that language is ready at once. */
export function loadNamespace(ns: string, language: Language): Promise<void> {
  requested.add(ns);
  const key = `${language}/${ns}`;
  const loader = loaders[`./locales/${key}.json`];
  if (language === 'en' || loaded.has(key) || !loader) {
    state.ready.add(key);
    return Promise.resolve();
  }
  let promise = loading.get(key);
  if (!promise) {
    promise = loader().then(
      (catalogue) => {
        loaded.set(key, catalogue);
        loading.delete(key);
        state.ready.add(key);
        if (language === state.current) rebuild();
      },
      (error: unknown) => {
        loading.delete(key); // offline: the next render or switch tries again
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

function rebuild(): void {
  const entries: Catalogue = {};
  for (const [key, catalogue] of loaded)
    if (key.startsWith(`${state.current}/`))
      for (const [text, translation] of Object.entries(catalogue))
        if (translation) entries[text] = translation;
  state.entries = entries;
  templates = [];
  for (const key of Object.keys(entries)) {
    const names = [...key.matchAll(PLACEHOLDER)].map((match) => match[1]);
    if (names.length === 0) continue;
    const source = key
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    templates.push({
      regex: new RegExp(`^${source}$`, 's'),
      names,
      key,
      literal: key.replace(PLACEHOLDER, '').length,
    });
  }
  // The most specific template first, as the server does (server/i18n/registry.ts).
  templates.sort((a, b) => b.literal - a.literal);
}

function matchTemplate(text: string): string | undefined {
  for (const template of templates) {
    const match = template.regex.exec(text);
    if (match)
      return fill(
        state.entries[template.key],
        Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]])),
      );
  }
  return undefined;
}

/**
 * Every namespace of `language`, then the switch: for the build-time render of the first screens in each language
 * (src/prerender.tsx), where nothing may suspend.
 */
export async function switchLanguageFully(language: Language): Promise<boolean> {
  for (const ns of namespaces) requested.add(ns);
  return switchLanguage(language);
}

export async function switchLanguage(language: Language): Promise<boolean> {
  try {
    await Promise.all([...requested].map((ns) => loadNamespace(ns, language)));
  } catch {
    return false;
  }
  if (language !== state.current) {
    state.ownDates = language === 'en' || intlSpeaks(language) ? undefined : ownDates;
    state.current = language;
    state.serverEntries = undefined;
    state.matchTemplate = matchTemplate;
    rebuild();
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    for (const listener of state.listeners) listener();
  }
  return true;
}

const serverLoads = new Map<Language, Promise<Catalogue>>();

/** The server's catalogue (by code) for the current language, downloaded once (./server-messages.ts). */
export async function loadServerMessages(): Promise<void> {
  const language = state.current;
  if (language === 'en') return;
  let load = serverLoads.get(language);
  if (!load) {
    load = import(`../../contract/messages/${language}.json`).then(
      (module: { default: Catalogue }) => module.default,
    );
    serverLoads.set(language, load);
    load.catch(() => serverLoads.delete(language));
  }
  const catalogue = await load;
  if (state.current === language) state.serverEntries = catalogue;
}

/** For tests: back to English with nothing loaded. */
export function resetForTests(): void {
  state.current = 'en';
  state.serverEntries = undefined;
  state.ownDates = undefined;
  state.ready.clear();
  loaded.clear();
  loading.clear();
  rebuild();
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
}
