// The hook every component that shows words calls: it re-renders the component when the language changes, and
// suspends it (the nearest Suspense boundary) until its namespace's catalogue for the chosen language is here.
import { useSyncExternalStore } from 'react';
import {
  currentLanguage,
  formatNumber,
  type Language,
  pendingLoad,
  subscribe,
  t,
  translate,
} from './runtime';
import { state } from './state';

/**
 * Failed downloads resolve too, and mark the namespace ready (its words then stay English until the next switch
 * tries again), so a component offline neither errors nor suspends for ever.
 */
const settled = new Map<string, Promise<void>>();

function settle(ns: string, pending: Promise<void>): Promise<void> {
  const key = `${currentLanguage()}/${ns}`;
  let promise = settled.get(key);
  if (!promise) {
    promise = pending.catch(() => void state.ready.add(key)).finally(() => settled.delete(key));
    settled.set(key, promise);
  }
  return promise;
}

export interface Translator {
  t: typeof t;
  translate: typeof translate;
  formatNumber: typeof formatNumber;
  language: Language;
}

/** `ns`: the namespace of the calling file (scripts/i18n-extract.ts names it from the file's folder). */
export function useT(ns = 'common'): Translator {
  const language = useSyncExternalStore(subscribe, currentLanguage, () => 'en' as const);
  const pending = pendingLoad(ns);
  // Suspends by throwing the load, not with `use`: React replays a component suspended by `use` in the same render
  // once the promise settles, and a replay that no longer calls `use` (the catalogue is here now) fails the
  // component's later hooks ("Update hook called on initial render"). A thrown promise is retried from the start.
  if (pending) throw settle(ns, pending);
  return { t, translate, formatNumber, language };
}
