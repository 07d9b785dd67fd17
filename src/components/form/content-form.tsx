// The floating create modal's two forms (post, product) and their edit dialogs: one form around the shared content
// fields (title, description, link, images) with the error summary, the draft kept while a new item is written
// (hooks/use-form-draft.ts) and the submit of hooks/use-create-submit.ts. Each feature passes its own texts (its
// catalogue words them its own way in each language) and any fields of its own (the product's price).
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useCreateSubmit, type CreateSubmitOptions } from '@/hooks/use-create-submit';
import { useFormDraft } from '@/hooks/use-form-draft';
import { ContentFields, type ContentForm as ContentFieldsForm } from './content-fields';
import { ErrorSummary } from './error-summary';
import { SubmitButton } from './fields';

type ContentValues = FieldValues & { images: string[]; pendingImages?: File[] };

export interface ContentFormTexts {
  /** The form's accessible name. */
  label: string;
  /** The line above the fields (which are required). */
  note: string;
  submit: string;
  pending: string;
  uploading: string;
}

export interface ContentFormProps<Values extends ContentValues> {
  /** The controls' ids start with it (the item's own fields use it too). */
  id: string;
  form: UseFormReturn<Values>;
  /** The draft's key for a new item; null for an edit (it starts from the item itself). */
  draftKey: string | null;
  /** The edited item's images. */
  initialImages?: string[];
  submitWith: Omit<CreateSubmitOptions<Values>, 'reset' | 'setImagesError'>;
  texts: ContentFormTexts;
  /** The item's own fields, under the content's. */
  children?: ReactNode;
}

export function ContentForm<Values extends ContentValues>({
  id,
  form,
  draftKey,
  initialImages,
  submitWith,
  texts,
  children,
}: ContentFormProps<Values>) {
  const draft = useFormDraft(draftKey, form);
  const { uploading, setUploading, imagesKey, submit } = useCreateSubmit<Values>({
    ...submitWith,
    reset: () => {
      form.reset();
      void draft.clear();
    },
    setImagesError: (message) => form.setError('images' as Path<Values>, { message }),
  });

  const { errors, isSubmitting, submitCount } = form.formState;
  if (!draft.ready) return null;

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label={texts.label}>
      <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
      <p className="text-muted small">{texts.note}</p>
      <ContentFields
        idPrefix={id}
        form={form as unknown as ContentFieldsForm}
        imagesKey={imagesKey}
        onUploadingChange={setUploading}
        initialImages={initialImages ?? draft.restored?.images}
        initialPending={draft.restored?.pendingImages}
      />
      {children}
      <SubmitButton pending={isSubmitting} disabled={uploading} pendingText={texts.pending}>
        {uploading ? texts.uploading : texts.submit}
      </SubmitButton>
    </form>
  );
}
