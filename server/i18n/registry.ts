// The server's five languages: the catalogues (messages/<lang>.json, keyed by a stable code), the map from each
// English message the server sends to its code, and the rendering of a code in a language. English is the contract
// (shared/spec.md quotes it, tests check it): en.json holds each message word for word, and an answer in English is
// never rewritten. A message with parts that vary ('The file is too large (maximum 5 MB).') is a template with named
// {{placeholders}}; it is matched by pattern and its parts are carried into the translation.
// Reviewers correct the catalogues, not this file (docs/translations.md).
import en from '../../contract/messages/en.json' with { type: 'json' };
import ha from '../../contract/messages/ha.json' with { type: 'json' };
import ig from '../../contract/messages/ig.json' with { type: 'json' };
import pcm from '../../contract/messages/pcm.json' with { type: 'json' };
import yo from '../../contract/messages/yo.json' with { type: 'json' };

import { type Language, LANGUAGES, isLanguage } from '../../contract/languages';

export { type Language, LANGUAGES, isLanguage };

export type MessageCode = keyof typeof en;
export type Catalogue = Record<MessageCode, string>;

export const CATALOGUES: Record<Language, Catalogue> = { en, pcm, ha, yo, ig };

/** The code of an English message no catalogue knows: the message goes out as it is (and a test fails). */
export const UNKNOWN_CODE = 'common.unknown';

export type MessageParams = Record<string, string>;

export interface CodedMessage {
  code: string;
  params: MessageParams;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Codes that are messages (not e-mail parts or the terms carried into parameters). */
const answerCodes = (Object.keys(en) as MessageCode[]).filter((code) => !/^(mail|term|sms)\./.test(code));

const exact = new Map<string, string>();
const patterns: { code: string; names: string[]; regex: RegExp; literal: number }[] = [];
for (const code of answerCodes) {
  const text = en[code];
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  if (names.length === 0) {
    exact.set(text, code);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  patterns.push({
    code,
    names,
    regex: new RegExp(`^${source}$`, 's'),
    literal: text.replace(PLACEHOLDER, '').length,
  });
}
// The most specific template first: 'The {{field}} must be one of: …' before '{{field}} must be one of: …'.
patterns.sort((a, b) => b.literal - a.literal);

/** The code (and a template's parameters) of an English message; undefined when no catalogue knows it. */
export function messageCode(message: string): CodedMessage | undefined {
  const code = exact.get(message);
  if (code) return { code, params: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (match)
      return {
        code: pattern.code,
        params: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]])),
      };
  }
  return undefined;
}

/**
 * Parameters that carry one of the portal's own words ('tools', 'under review', 'post'), translated too
 * (term.<word>); the others (names, titles, numbers, addresses) go in as they are.
 */
const TERM_PARAMS = new Set(['action', 'what', 'kind', 'choice', 'status', 'item', 'field']);

function termFor(language: Language, value: string): string {
  const key = `term.${value.trim().toLowerCase().replace(/\s+/g, '_')}`;
  return (CATALOGUES[language] as Record<string, string>)[key] ?? value;
}

/** The text of `code` in `language` with its placeholders filled; English when the code is unknown. */
export function render(language: Language, code: MessageCode, params: MessageParams = {}): string {
  const template = CATALOGUES[language][code] ?? en[code];
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return language === 'en' || !TERM_PARAMS.has(name) ? value : termFor(language, value);
  });
}

/** `message` in `language`: its code's translation, or the message itself when its code is unknown. */
export function translateMessage(language: Language, message: string): { code: string; message: string } {
  const coded = messageCode(message);
  if (!coded) return { code: UNKNOWN_CODE, message };
  if (language === 'en') return { code: coded.code, message };
  return { code: coded.code, message: render(language, coded.code as MessageCode, coded.params) };
}
