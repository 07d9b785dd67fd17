// The admin editor of one static page: a language picker (English, the main version, or the page's own version in
// pcm, ha, yo or ig: issue 17), then that version's title, summary and sections (add, remove, reorder), a text
// preview, save with the server's messages, the version's revision history, and removing a language's version.
// Unsaved changes are not lost by accident: switching the language asks first, and leaving the page (reload, close)
// gets the browser's own warning.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { PageDocument, PageSlug } from '@contract/page-drafts';
import { ServerErrorText, TextAreaField, TextField } from '@/components/form/fields';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useServerError } from '@/hooks/use-server-error';
import { dateFormatter, LANGUAGES, msg, type Language } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  useGetPageQuery,
  useGetPageRevisionsQuery,
  useDeletePageVersionMutation,
  useGetPageVersionQuery,
  useUpdatePageMutation,
  useUpdatePageVersionMutation,
  type PageUpdate,
  type TranslationLanguage,
} from '../api/pages-api';
import { LANGUAGE_NAMES } from '../language-names';
import {
  pageEditorSchema,
  toEditorValues,
  toSections,
  type PageEditorValues,
} from '../schemas/page-editor-schema';
import { PageDocumentView } from './page-document';

function Revisions({ slug, language }: { slug: PageSlug; language: Language }) {
  const { t, language: uiLanguage } = useT('static-pages');
  const { data, isLoading, isError, refetch } = useGetPageRevisionsQuery({ slug, language });
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="h5">
        {t('Revision history')}
      </h2>
      {isLoading ? (
        <p role="status">{t('Loading the history...')}</p>
      ) : isError ? (
        <p role="alert">
          {t('The history could not be loaded.')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            {t('Retry')}
          </button>
        </p>
      ) : !data || data.length === 0 ? (
        <p>
          {language === 'en'
            ? t('No changes yet: the page still has its first text.')
            : t('No changes yet to this version.')}
        </p>
      ) : (
        <ol className="list-unstyled revision-list">
          {data.map((revision) => (
            <li key={revision.id} className="border-bottom py-2">
              <time dateTime={revision.created_at}>
                {revision.created_at
                  ? dateFormatter({ dateStyle: 'medium', timeStyle: 'short' }, uiLanguage).format(
                      new Date(revision.created_at),
                    )
                  : t('Unknown date')}
              </time>
              {' — '}
              {revision.editor_email ?? t('an administrator')}
              {revision.title ? (
                <span className="d-block text-body-secondary">
                  {t('Title: {{title}}', { title: revision.title })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

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

interface EditorFormProps {
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

/** While `dirty`, leaving the page (reload, close, another site) gets the browser's "Leave site?" warning. */
function useWarnBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

function EditorForm({ slug, initial, save, saving: isLoading, lang, onDirtyChange }: EditorFormProps) {
  const { t, translate } = useT('static-pages');
  const { serverError, guard } = useServerError(msg('The page could not be saved. Please try again.'));
  const [preview, setPreview] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PageEditorValues>({
    resolver: yupResolver(pageEditorSchema) as unknown as Resolver<PageEditorValues>,
    defaultValues: initial,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
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
      <div className="btn-group mb-3" role="group" aria-label={t('Mode')}>
        <button
          type="button"
          className={`btn btn-${preview ? 'outline-' : ''}primary`}
          aria-pressed={!preview}
          onClick={() => setPreview(false)}
        >
          {t('Edit')}
        </button>
        <button
          type="button"
          className={`btn btn-${preview ? '' : 'outline-'}primary`}
          aria-pressed={preview}
          onClick={() => setPreview(true)}
        >
          {t('Preview')}
        </button>
      </div>
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
        <TextField label={t('Title')} registration={register('title')} error={errors.title?.message} />
        <TextAreaField
          label={t('Summary (optional)')}
          registration={register('summary')}
          error={errors.summary?.message}
        />
        {fields.map((field, index) => {
          const sectionErrors = errors.sections?.[index];
          return (
            <fieldset key={field.id} className="border rounded p-3 mb-3">
              <legend className="h6 float-none w-auto px-1">
                {t('Section {{number}}', { number: String(index + 1) })}
              </legend>
              <TextField
                label={t('Heading')}
                className="mb-2"
                registration={register(`sections.${index}.heading`)}
                error={sectionErrors?.heading?.message}
              />
              <TextAreaField
                label={t('Paragraphs (separate paragraphs with a blank line)')}
                className="mb-2"
                rows={5}
                registration={register(`sections.${index}.paragraphs`)}
                error={sectionErrors?.paragraphs?.message}
              />
              <TextAreaField
                label={t('List items (one per line, optional)')}
                className="mb-2"
                registration={register(`sections.${index}.items`)}
                error={sectionErrors?.items?.message}
              />
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {t('Move section {{number}} up', { number: String(index + 1) })}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {t('Move section {{number}} down', { number: String(index + 1) })}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-dark"
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  {t('Remove section {{number}}', { number: String(index + 1) })}
                </button>
              </div>
            </fieldset>
          );
        })}
        {errors.sections?.root?.message || errors.sections?.message ? (
          <p className="text-danger" role="alert">
            {translate(errors.sections?.root?.message ?? errors.sections?.message ?? '')}
          </p>
        ) : null}
        <button
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

function EnglishEditor({ slug, onDirtyChange }: { slug: PageSlug; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useT('static-pages');
  // ?lang=en: the English whatever the admin's own language.
  const { data, isLoading, isError, refetch } = useGetPageQuery(
    { slug, language: 'en' },
    { refetchOnMountOrArgChange: true },
  );
  const [updatePage, { isLoading: saving }] = useUpdatePageMutation();
  if (isLoading) return <p role="status">{t('Loading the page...')}</p>;
  if (isError || !data) return <LoadError retry={() => void refetch()} />;
  return (
    <EditorForm
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

/** Removes a language's version after asking: its readers get the English with the note again. */
function RemoveVersion({ slug, language }: { slug: PageSlug; language: TranslationLanguage }) {
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
        {t('Readers who chose {{language}} will see the English page, with a note, until a new version is saved.', {
          language: name,
        })}
      </ConfirmDialog>
    </>
  );
}

function VersionEditor({
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
  if (isError || !data) return <LoadError retry={() => void refetch()} />;
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
      {data.exists ? <RemoveVersion slug={slug} language={language} /> : null}
      <EditorForm
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

function LoadError({ retry }: { retry: () => void }) {
  const { t } = useT('static-pages');
  return (
    <div role="alert">
      <p>{t('The page could not be loaded from the server, so it cannot be edited here.')}</p>
      <button type="button" className="btn btn-primary" onClick={retry}>
        {t('Retry')}
      </button>
    </div>
  );
}

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
        <EnglishEditor slug={slug} onDirtyChange={setDirty} />
      ) : (
        <VersionEditor slug={slug} language={language} onDirtyChange={setDirty} />
      )}
      <Revisions slug={slug} language={language} />
    </>
  );
}
