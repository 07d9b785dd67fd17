// Removing a language's version of a static page, after asking.
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { PageSlug } from '@contract/page-drafts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/i18n/use-t';
import { useDeletePageVersionMutation, type TranslationLanguage } from '../api/pages-api';
import { LANGUAGE_NAMES } from '../language-names';

/** Removes a language's version after asking: its readers get the English with the note again. */
export function RemovePageVersion({ slug, language }: { slug: PageSlug; language: TranslationLanguage }) {
  const { t } = useT('static-pages');
  const [asking, setAsking] = useState(false);
  const [deleteVersion, { isLoading }] = useDeletePageVersionMutation();
  const name = t(LANGUAGE_NAMES[language]);
  const confirm = async () => {
    try {
      await deleteVersion({ slug, language }).unwrap();
      toast.success(t('The {{language}} version has been removed.', { language: name }), { autoClose: 3000 });
    } catch {
      // the error toast is the API's (registerErrorToast beside the endpoint)
    } finally {
      setAsking(false);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline-danger mb-3" onClick={() => setAsking(true)}>
        {t('Remove the {{language}} version', { language: name })}
      </button>
      <ConfirmDialog
        show={asking}
        title={t('Remove the {{language}} version?', { language: name })}
        confirmLabel={t('Remove version')}
        pendingLabel={t('Removing...')}
        pending={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        {t(
          'Readers who chose {{language}} will see the English page, with a note, until a new version is saved.',
          {
            language: name,
          },
        )}
      </ConfirmDialog>
    </>
  );
}
