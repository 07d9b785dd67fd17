// The language choice (issue 17), in the header on wide screens and in the phone menu: a native <select>, so the
// keyboard, screen readers and phones' own pickers work as they always do. Each language is named in its own words,
// so a reader finds theirs whatever the page is in, and one still mostly machine-drafted says so in them too
// ("Hausa (daftari)"; docs/translations.md, "Review state"). Choosing downloads the catalogues first
// (src/i18n/catalogues.ts), then every word changes in place: the address, the filters and the scroll stay as they
// were. The choice is kept on this device (src/i18n/detect.ts) and, when signed in, on the account, so that e-mails
// follow it (src/app/account-language.ts, through the store: this folder composes nothing).
import { useId, useState, useSyncExternalStore } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { storeLanguage } from '@/i18n/detect';
import { DRAFT_LANGUAGES } from '@/i18n/draft-languages';
import { languageChosen } from '@/i18n/language-chosen';
import {
  changeLanguage,
  currentLanguage,
  isLanguage,
  LANGUAGES,
  subscribe,
  type Language,
} from '@/i18n/runtime';

/** Each language by its own name (endonym); not translated. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pcm: 'Naijá (Pidgin)',
  ha: 'Hausa',
  yo: 'Yorùbá',
  ig: 'Igbo',
};

/**
 * A language whose entries are mostly machine drafts (fewer than half reviewed: the build's list, ./draft-languages)
 * says so in the option's own text, so a screen reader reads it as well. In the language's own words, like its name:
 * the whole option is then in one language (its `lang` attribute), and the note reaches the readers it concerns,
 * those who would choose that language, before any catalogue is downloaded.
 */
const DRAFT_NAMES: Partial<Record<Language, string>> = {
  pcm: 'Naijá (Pidgin, draft)',
  ha: 'Hausa (daftari)',
  yo: 'Yorùbá (àkọsílẹ̀ àkọ́kọ́)',
  ig: 'Igbo (ndepụta mbụ)',
};

/**
 * The word "Language" in the language the page is in (the select's label, read by screen readers). Kept here rather
 * than in the `common` catalogue: the menu must name itself before any catalogue is downloaded.
 */
const LABELS: Record<Language, string> = {
  en: 'Language',
  pcm: 'Language',
  ha: 'Harshe',
  yo: 'Èdè',
  ig: 'Asụsụ',
};

/**
 * Switches, keeps the choice on this device and announces it (the store puts it on a signed-in account,
 * src/app/account-language.ts); false when the catalogues could not be downloaded (the language then stays).
 */
async function chooseLanguage(language: Language, announce: (language: Language) => void): Promise<boolean> {
  if (!(await changeLanguage(language))) return false;
  storeLanguage(language);
  announce(language);
  return true;
}

export function LanguageMenu({ className = '' }: { className?: string }) {
  const id = useId();
  const language = useSyncExternalStore(subscribe, currentLanguage, () => 'en' as const);
  const dispatch = useAppDispatch();
  // The language being downloaded: shown at once, and the old one back if the download fails (offline).
  const [pending, setPending] = useState<Language | null>(null);
  return (
    <div className={`language-menu ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {LABELS[language]}
      </label>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
        className="language-menu__icon"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        id={id}
        className="language-menu__select"
        value={pending ?? language}
        aria-busy={pending !== null}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          setPending(chosen);
          void chooseLanguage(chosen, (language) => dispatch(languageChosen(language))).finally(() =>
            setPending(null),
          );
        }}
      >
        {LANGUAGES.map((code) => (
          // Each name is marked with its own language, so a screen reader pronounces it right.
          <option key={code} value={code} lang={code}>
            {(DRAFT_LANGUAGES.includes(code) && DRAFT_NAMES[code]) || LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
