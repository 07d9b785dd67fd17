// The five languages by name, for the page editor's language picker and the note on a page shown in English. Each
// name is translated where it is shown (`t(LANGUAGE_NAMES[language])`): a Hausa reader reads "Hausa" in Hausa.
import { msg, type Language } from '@/i18n/runtime';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: msg('English'),
  pcm: msg('Naijá (Pidgin)'),
  ha: msg('Hausa'),
  yo: msg('Yorùbá'),
  ig: msg('Igbo'),
};
