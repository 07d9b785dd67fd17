// The admin editor of one static page: title, summary and sections (add, remove, reorder), a text preview, save
// via PUT /prop/pages/{slug} with the server's messages, and the revision history.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { PageDocument, PageSlug } from '@contract/page-drafts';
import { ServerErrorText, TextAreaField, TextField } from '@/components/form/fields';
import { useServerError } from '@/hooks/use-server-error';
import { useGetPageQuery, useGetPageRevisionsQuery, useUpdatePageMutation } from '../api/pages-api';
import {
  pageEditorSchema,
  toEditorValues,
  toSections,
  type PageEditorValues,
} from '../schemas/page-editor-schema';
import { PageDocumentView } from './page-document';

function Revisions({ slug }: { slug: PageSlug }) {
  const { data, isLoading, isError, refetch } = useGetPageRevisionsQuery(slug);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="h5">
        Revision history
      </h2>
      {isLoading ? (
        <p role="status">Loading the history...</p>
      ) : isError ? (
        <p role="alert">
          The history could not be loaded.{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      ) : !data || data.length === 0 ? (
        <p>No changes yet: the page still has its first text.</p>
      ) : (
        <ol className="list-unstyled revision-list">
          {data.map((revision) => (
            <li key={revision.id} className="border-bottom py-2">
              <time dateTime={revision.created_at}>
                {revision.created_at ? new Date(revision.created_at).toLocaleString('en-NG') : 'Unknown date'}
              </time>
              {' — '}
              {revision.editor_email ?? 'an administrator'}
              {revision.title ? (
                <span className="d-block text-body-secondary">Title: {revision.title}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EditorForm({ slug, initial }: { slug: PageSlug; initial: PageEditorValues }) {
  const [updatePage, { isLoading }] = useUpdatePageMutation();
  const { serverError, guard } = useServerError('The page could not be saved. Please try again.');
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

  const previewPage: PageDocument = {
    slug,
    title: watched.title ?? '',
    summary: watched.summary?.trim() || undefined,
    sections: toSections(watched.sections ?? []),
  };

  const onSubmit = guard(async (values: PageEditorValues) => {
    await updatePage({
      slug,
      title: values.title.trim(),
      summary: values.summary.trim() === '' ? null : values.summary.trim(),
      sections: toSections(values.sections),
    }).unwrap();
    toast.success('Page updated successfully', { autoClose: 3000 });
    reset(values);
  });

  return (
    <>
      <div className="btn-group mb-3" role="group" aria-label="Mode">
        <button
          type="button"
          className={`btn btn-${preview ? 'outline-' : ''}primary`}
          aria-pressed={!preview}
          onClick={() => setPreview(false)}
        >
          Edit
        </button>
        <button
          type="button"
          className={`btn btn-${preview ? '' : 'outline-'}primary`}
          aria-pressed={preview}
          onClick={() => setPreview(true)}
        >
          Preview
        </button>
      </div>
      {preview ? (
        <div className="page-preview border rounded p-3" aria-label="Preview" role="region">
          <PageDocumentView page={previewPage} />
        </div>
      ) : null}
      <form onSubmit={handleSubmit(onSubmit)} noValidate hidden={preview} aria-label="Edit page">
        <TextField label="Title" registration={register('title')} error={errors.title?.message} />
        <TextAreaField
          label="Summary (optional)"
          registration={register('summary')}
          error={errors.summary?.message}
        />
        {fields.map((field, index) => {
          const sectionErrors = errors.sections?.[index];
          return (
            <fieldset key={field.id} className="border rounded p-3 mb-3">
              <legend className="h6 float-none w-auto px-1">Section {index + 1}</legend>
              <TextField
                label="Heading"
                className="mb-2"
                registration={register(`sections.${index}.heading`)}
                error={sectionErrors?.heading?.message}
              />
              <TextAreaField
                label="Paragraphs (separate paragraphs with a blank line)"
                className="mb-2"
                rows={5}
                registration={register(`sections.${index}.paragraphs`)}
                error={sectionErrors?.paragraphs?.message}
              />
              <TextAreaField
                label="List items (one per line, optional)"
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
                  Move section {index + 1} up
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move section {index + 1} down
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-dark"
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  Remove section {index + 1}
                </button>
              </div>
            </fieldset>
          );
        })}
        {errors.sections?.root?.message || errors.sections?.message ? (
          <p className="text-danger" role="alert">
            {errors.sections?.root?.message ?? errors.sections?.message}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-outline-primary mb-3"
          onClick={() => append({ heading: '', paragraphs: '', items: '' })}
        >
          Add a section
        </button>
        <ServerErrorText message={serverError} />
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save page'}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!isDirty || isLoading}
            onClick={() => reset()}
          >
            Discard changes
          </button>
        </div>
      </form>
    </>
  );
}

export function PageEditor({ slug }: { slug: PageSlug }) {
  const { data, isLoading, isError, refetch } = useGetPageQuery(slug, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p role="status">Loading the page...</p>;
  if (isError || !data) {
    return (
      <div role="alert">
        <p>The page could not be loaded from the server, so it cannot be edited here.</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <>
      <EditorForm key={`${slug}:${data.updated_at ?? ''}`} slug={slug} initial={toEditorValues(data)} />
      <Revisions slug={slug} />
    </>
  );
}
