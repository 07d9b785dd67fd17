// The language state every page reads (./runtime.ts) and ./catalogues.ts writes when a download or a switch is
// complete; a module of its own so that the lazy catalogues chunk and the runtime do not import each other.
import type { Language } from '@contract/languages';

export type { Language };

export type Catalogue = Record<string, string>;
export type Params = Record<string, string | number>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The language state; ./catalogues.ts writes it when a switch is complete. */
export const state = {
  current: 'en' as Language,
  /** Every loaded entry of the current language. */
  entries: {} as Catalogue,
  /** `${lang}/${ns}` of the loaded namespaces. */
  ready: new Set<string>(),
  /** Matches a finished English text against the templates of the loaded entries (set by ./catalogues.ts). */
  matchTemplate: (text: string): string | undefined => (text ? undefined : undefined),
  listeners: new Set<() => void>(),
  /** The server's messages by code in the current language, once loaded (./server-messages.ts). */
  serverEntries: undefined as Catalogue | undefined,
  /** Set while the current language is one the browser's Intl has no data for (./own-dates.ts). */
  ownDates: undefined as ((date: Date, options: Intl.DateTimeFormatOptions) => string) | undefined,
};

/** Formats dates in `language`: with Intl, or where the browser lacks that language's data, ./own-dates.ts. */
export function dateFormatter(
  options: Intl.DateTimeFormatOptions,
  language: Language = state.current,
): { format: (date: Date | number) => string } {
  const own = language === state.current ? state.ownDates : undefined;
  return own
    ? { format: (date) => own(new Date(date), options) }
    : new Intl.DateTimeFormat(localeTag(language), options);
}

export function formatNumber(value: number): string {
  return value.toLocaleString(localeTag());
}

/** The BCP 47 tag for Intl in Nigeria: en-NG, pcm-NG, ha-NG, yo-NG, ig-NG. */
export function localeTag(language: Language = state.current): string {
  return `${language}-NG`;
}

/**
 * Marks an English text for the catalogues where it is not shown at once (a yup message, a constant): it is
 * returned as it is, and translated where it is shown (FieldError, the alerts) by `translate`.
 */
export function msg(text: string): string {
  return text;
}

export function fill(template: string, params: Params | undefined): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
