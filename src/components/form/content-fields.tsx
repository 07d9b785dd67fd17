// The create forms' shared content (post, product): title, description, link and the uploaded images.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/i18n/use-t';
import { TextAreaField, TextField } from './fields';
import { ImageUploadField } from './image-upload-field';

type ContentName = 'title' | 'description' | 'link';

/** The part of a react-hook-form form these fields use (a form whose values hold title, description, link, images). */
export interface ContentForm {
  register: (name: ContentName) => UseFormRegisterReturn;
  setValue: {
    (name: 'images', urls: string[], options: { shouldValidate: boolean }): void;
    (name: 'pendingImages', files: File[], options: { shouldValidate: boolean }): void;
  };
  formState: { errors: Partial<Record<ContentName | 'images', { message?: string }>> };
}

export interface ContentFieldsProps {
  form: ContentForm;
  /** Changing it remounts the image picker empty (after a successful create). */
  imagesKey: number;
  onUploadingChange: (uploading: boolean) => void;
  /** The images an edited item already has. */
  initialImages?: readonly string[];
  /** Images picked offline, from the draft. */
  initialPending?: readonly File[];
  /** The controls' ids are `${idPrefix}-title`, `-description`, `-link`, `-images` (the error summary links to them). */
  idPrefix?: string;
}

export function ContentFields({
  form,
  imagesKey,
  onUploadingChange,
  initialImages,
  initialPending,
  idPrefix,
}: ContentFieldsProps) {
  const { register, setValue } = form;
  const { errors } = form.formState;
  const generated = useId();
  const id = idPrefix ?? generated;
  const { t } = useT();
  return (
    <>
      <TextField
        id={`${id}-title`}
        label={t('Title')}
        type="text"
        maxLength={200}
        registration={register('title')}
        error={errors.title?.message}
      />
      <TextAreaField
        id={`${id}-description`}
        label={t('Description')}
        rows={4}
        maxLength={5000}
        registration={register('description')}
        error={errors.description?.message}
      />
      <TextField
        id={`${id}-link`}
        label={t('Link')}
        type="url"
        inputMode="url"
        placeholder="https://" // i18n-ignore
        maxLength={2000}
        registration={register('link')}
        error={errors.link?.message}
      />
      <ImageUploadField
        key={imagesKey}
        id={`${id}-images`}
        label={t('Images')}
        initialUrls={initialImages}
        initialPending={initialPending}
        onPendingChange={(files) => setValue('pendingImages', files, { shouldValidate: false })}
        error={errors.images?.message}
        onBusyChange={onUploadingChange}
        onChange={(urls) => setValue('images', urls, { shouldValidate: urls.length > 0 })}
      />
    </>
  );
}
