// The page editor's choice of version: English (the main one) or a language's own version (issue 17).
import { useId } from 'react';
import { LANGUAGES, type Language } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { LANGUAGE_NAMES } from '../language-names';

/** Which version of the page the editor edits: English (the main one) or one of the four others. */
export function LanguagePicker({
  value,
  onChange,
}: {
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useT('static-pages');
  const id = useId();
  return (
    <div className="mb-3 page-language-picker">
      <label htmlFor={id} className="form-label">
        {t('Language of this version')}
      </label>
      <select
        id={id}
        className="form-select w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(LANGUAGE_NAMES[language])}
          </option>
        ))}
      </select>
    </div>
  );
}
