// The page editor on the English version, the page's main one (?lang=en whatever the admin's own language).
import type { PageSlug } from '@contract/page-drafts';
import { useT } from '@/i18n/use-t';
import { useGetPageQuery, useUpdatePageMutation } from '../api/pages-api';
import { toEditorValues } from '../schemas/page-editor-schema';
import { PageEditorForm } from './page-editor-form';
import { PageLoadError } from './page-load-error';

export function EnglishPageEditor({
  slug,
  onDirtyChange,
}: {
  slug: PageSlug;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useT('static-pages');
  // ?lang=en: the English whatever the admin's own language.
  const { data, isLoading, isError, refetch } = useGetPageQuery(
    { slug, language: 'en' },
    { refetchOnMountOrArgChange: true },
  );
  const [updatePage, { isLoading: saving }] = useUpdatePageMutation();
  if (isLoading) return <p role="status">{t('Loading the page...')}</p>;
  if (isError || !data) return <PageLoadError retry={() => void refetch()} />;
  return (
    <PageEditorForm
      key={`${slug}:en:${data.updated_at ?? ''}`}
      slug={slug}
      initial={toEditorValues(data)}
      save={(update) => updatePage(update).unwrap()}
      saving={saving}
      lang="en"
      onDirtyChange={onDirtyChange}
    />
  );
}
