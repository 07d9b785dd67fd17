// The admin editor of one static page: a language picker (English, the main version, or the page's own version in
// pcm, ha, yo or ig: issue 17), then that version's title, summary and sections (add, remove, reorder), a text
// preview, save with the server's messages, the version's revision history, and removing a language's version.
// Unsaved changes are not lost by accident: switching the language asks first, and leaving the page (reload, close)
// gets the browser's own warning. Its parts are one component a file beside it (page-*.tsx).
import { useState } from 'react';
import type { PageSlug } from '@contract/page-drafts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Language } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { EnglishPageEditor } from './english-page-editor';
import { LanguagePicker } from './page-language-picker';
import { PageRevisions } from './page-revisions';
import { VersionPageEditor } from './version-page-editor';

// The languages test renders the picker from here.
export { LanguagePicker };

export function PageEditor({ slug }: { slug: PageSlug }) {
  const { t } = useT('static-pages');
  const [language, setLanguage] = useState<Language>('en');
  const [dirty, setDirty] = useState(false);
  // The language asked for while the form held unsaved changes, until the admin discards them or stays.
  const [switchingTo, setSwitchingTo] = useState<Language | null>(null);
  const choose = (next: Language) => (dirty ? setSwitchingTo(next) : setLanguage(next));
  return (
    <>
      <LanguagePicker value={language} onChange={choose} />
      <ConfirmDialog
        show={switchingTo !== null}
        title={t('Discard your unsaved changes?')}
        confirmLabel={t('Discard changes')}
        pendingLabel={t('Discard changes')}
        onConfirm={() => {
          if (switchingTo) setLanguage(switchingTo);
          setSwitchingTo(null);
        }}
        onCancel={() => setSwitchingTo(null)}
      >
        {t('Your changes to this version have not been saved. Switching the language discards them.')}
      </ConfirmDialog>
      {language === 'en' ? (
        <p className="small text-body-secondary">
          {t("English is the page's main version: readers whose language has no version of its own see it.")}
        </p>
      ) : null}
      {language === 'en' ? (
        <EnglishPageEditor slug={slug} onDirtyChange={setDirty} />
      ) : (
        <VersionPageEditor slug={slug} language={language} onDirtyChange={setDirty} />
      )}
      <PageRevisions slug={slug} language={language} />
    </>
  );
}
