// The page editor's form on one version of a page: title, summary and sections (add, remove, reorder), a text
// preview, save with the server's messages and discard; unsaved changes get the browser's warning on leaving.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { PageDocument, PageSlug } from '@contract/page-drafts';
import { ErrorSummary } from '@/components/form/error-summary';
import { ServerErrorText, TextAreaField, TextField } from '@/components/form/fields';
import { useFieldBinding } from '@/components/form/use-field-binding';
import { useServerError } from '@/hooks/use-server-error';
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload';
import { msg, type Language } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import type { PageUpdate } from '../api/pages-api';
import { pageEditorSchema, toSections, type PageEditorValues } from '../schemas/page-editor-schema';
import { PageDocumentView } from './page-document';
import { PageEditorMode } from './page-editor-mode';
import { PageSectionFields } from './page-section-fields';

export interface PageEditorFormProps {
  slug: PageSlug;
  initial: PageEditorValues;
  /** Saves the version (English or another language's); rejects with the server's error. */
  save: (update: PageUpdate) => Promise<unknown>;
  saving: boolean;
  /** The language of the text being edited (the preview and the fields are marked with it). */
  lang: Language;
  /** Told whether the form holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
}

export function PageEditorForm({
  slug,
  initial,
  save,
  saving: isLoading,
  lang,
  onDirtyChange,
}: PageEditorFormProps) {
  const { t, translate } = useT('static-pages');
  const { serverError, guard } = useServerError(msg('The page could not be saved. Please try again.'));
  const [preview, setPreview] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty, submitCount },
  } = useForm<PageEditorValues>({
    resolver: yupResolver(pageEditorSchema) as unknown as Resolver<PageEditorValues>,
    defaultValues: initial,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const { field, idOf } = useFieldBinding(register, errors);
  // The sections' own message (too many) is shown above "Add a section": the summary links to that button.
  const summaryIdOf = (name: string) => idOf(name === 'sections.root' ? 'sections' : name);
  const watched = useWatch({ control }) as PageEditorValues;
  useWarnBeforeUnload(isDirty);
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);

  const previewPage: PageDocument = {
    slug,
    title: watched.title ?? '',
    summary: watched.summary?.trim() || undefined,
    sections: toSections(watched.sections ?? []),
  };

  const onSubmit = guard(async (values: PageEditorValues) => {
    await save({
      slug,
      title: values.title.trim(),
      summary: values.summary.trim() === '' ? null : values.summary.trim(),
      sections: toSections(values.sections),
    });
    toast.success(t('Page updated successfully'), { autoClose: 3000 });
    reset(values);
  });

  return (
    <>
      <PageEditorMode preview={preview} onChange={setPreview} />
      {preview ? (
        <div className="page-preview border rounded p-3" aria-label={t('Preview')} role="region">
          <PageDocumentView page={previewPage} lang={lang} />
        </div>
      ) : null}
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        hidden={preview}
        aria-label={t('Edit page')}
        lang={lang === 'en' ? undefined : lang}
      >
        <ErrorSummary errors={errors} idOf={summaryIdOf} attempt={submitCount} />
        <TextField {...field('title')} label={t('Title')} />
        <TextAreaField {...field('summary')} label={t('Summary (optional)')} />
        {fields.map((section, index) => (
          <PageSectionFields
            key={section.id}
            index={index}
            count={fields.length}
            field={field}
            move={move}
            remove={remove}
          />
        ))}
        {errors.sections?.root?.message || errors.sections?.message ? (
          <p className="text-danger" role="alert">
            {translate(errors.sections?.root?.message ?? errors.sections?.message ?? '')}
          </p>
        ) : null}
        <button
          id={idOf('sections')}
          type="button"
          className="btn btn-outline-primary mb-3"
          onClick={() => append({ heading: '', paragraphs: '', items: '' })}
        >
          {t('Add a section')}
        </button>
        <ServerErrorText message={serverError} />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? t('Saving...') : t('Save page')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!isDirty || isLoading}
            onClick={() => reset()}
          >
            {t('Discard changes')}
          </button>
        </div>
      </form>
    </>
  );
}
