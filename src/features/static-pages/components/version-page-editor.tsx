// The page editor on a language's own version (pcm, ha, yo or ig): it starts from the English text until saved.
import type { PageSlug } from '@contract/page-drafts';
import { useT } from '@/i18n/use-t';
import {
  useGetPageVersionQuery,
  useUpdatePageVersionMutation,
  type TranslationLanguage,
} from '../api/pages-api';
import { LANGUAGE_NAMES } from '../language-names';
import { toEditorValues } from '../schemas/page-editor-schema';
import { PageEditorForm } from './page-editor-form';
import { PageLoadError } from './page-load-error';
import { RemovePageVersion } from './remove-page-version';

export function VersionPageEditor({
  slug,
  language,
  onDirtyChange,
}: {
  slug: PageSlug;
  language: TranslationLanguage;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useT('static-pages');
  const { data, isLoading, isError, refetch } = useGetPageVersionQuery(
    { slug, language },
    { refetchOnMountOrArgChange: true },
  );
  const [updateVersion, { isLoading: saving }] = useUpdatePageVersionMutation();
  const name = t(LANGUAGE_NAMES[language]);
  if (isLoading) return <p role="status">{t('Loading the page...')}</p>;
  if (isError || !data) return <PageLoadError retry={() => void refetch()} />;
  return (
    <>
      <p className="alert alert-info" role="note">
        {data.exists
          ? t('Readers who chose {{language}} see this version.', { language: name })
          : t(
              'This page has no {{language}} version yet: the form starts from the English text. Readers who chose {{language}} see the English until you save.',
              { language: name },
            )}
      </p>
      {data.exists ? <RemovePageVersion slug={slug} language={language} /> : null}
      <PageEditorForm
        key={`${slug}:${language}:${data.updated_at ?? ''}`}
        slug={slug}
        initial={toEditorValues(data)}
        save={(update) => updateVersion({ ...update, language }).unwrap()}
        saving={saving}
        lang={language}
        onDirtyChange={onDirtyChange}
      />
    </>
  );
}
