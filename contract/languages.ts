// The portal's five languages (issue 17), shared by the server (answers, e-mails, the account's language) and the
// portal (its language menu). English first: it is the reference and the fallback.
export const LANGUAGES = ['en', 'pcm', 'ha', 'yo', 'ig'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
