// The note over a static page shown in English because it has no version in the reader's language (issue 17).
import { useT } from '@/i18n/use-t';
import type { Language } from '@/i18n/runtime';
import { LANGUAGE_NAMES } from '../language-names';

export function LanguageNote({ language }: { language: Language }) {
  const { t } = useT('static-pages');
  return (
    <p className="alert alert-info static-page__language-note" role="note">
      {t('This page is not yet available in {{language}}. It is shown in English.', {
        language: t(LANGUAGE_NAMES[language]),
      })}
    </p>
  );
}
