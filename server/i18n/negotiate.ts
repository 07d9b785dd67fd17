// Which of the five languages a request asks for: `?lang=` on a GET or HEAD (a link shared in a community group),
// else Accept-Language by q-value ('ha-NG', 'yo;q=0.8'), else English. Pure: the i18n plugin calls it once per request.
import { isLanguage, type Language } from './registry';

/** Languages that reach us under another tag: Nigerian Pidgin is also written 'pcm-NG'; 'ibo'/'hau'/'yor' are ISO 639-2. */
const ALIASES: Record<string, Language> = { hau: 'ha', yor: 'yo', ibo: 'ig' };

/** The language a tag names ('ha-NG' -> 'ha'), or undefined when it is none of ours. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : ALIASES[primary];
}

/** The best of our languages in an Accept-Language header; English when none of ours is acceptable. */
export function fromAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: Language = 'en';
  let bestQ = 0;
  // Bounded: a header of thousands of ranges costs no more than its first 32.
  for (const range of header.slice(0, 1024).split(',').slice(0, 32)) {
    const [tag = '', ...params] = range.split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    // '*' and English both mean English; a tie keeps the earlier range (the client's order).
    const language = tag.trim() === '*' ? 'en' : languageOfTag(tag);
    if (language && q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}

export interface LanguageSource {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  query?: unknown;
}

/** The request's language: `?lang=` (GET and HEAD only) wins over Accept-Language. */
export function negotiateLanguage({ method, headers, query }: LanguageSource): Language {
  if (method === 'GET' || method === 'HEAD') {
    const lang = (query as Record<string, unknown> | undefined)?.lang;
    const chosen = typeof lang === 'string' ? languageOfTag(lang) : undefined;
    if (chosen) return chosen;
  }
  const header = headers['accept-language'];
  return fromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
}
