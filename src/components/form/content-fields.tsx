// The create forms' shared content (post, product): title, description, link and the uploaded images.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField, TextField } from './fields';
import { ImageUploadField } from './image-upload-field';

type ContentName = 'title' | 'description' | 'link';

export interface ContentFieldsProps {
  registrations: Record<ContentName, UseFormRegisterReturn>;
  errors: Partial<Record<ContentName | 'images', string>>;
  /** Changing it remounts the image picker empty (after a successful create). */
  imagesKey: number;
  onUploadingChange: (uploading: boolean) => void;
  onImagesChange: (urls: string[]) => void;
}

export function ContentFields({
  registrations,
  errors,
  imagesKey,
  onUploadingChange,
  onImagesChange,
}: ContentFieldsProps) {
  const id = useId();
  return (
    <>
      <TextField
        label="Title"
        type="text"
        maxLength={200}
        registration={registrations.title}
        error={errors.title}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={5000}
        registration={registrations.description}
        error={errors.description}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        registration={registrations.link}
        error={errors.link}
      />
      <ImageUploadField
        key={imagesKey}
        id={`${id}-images`}
        label="Images"
        error={errors.images}
        onBusyChange={onUploadingChange}
        onChange={onImagesChange}
      />
    </>
  );
}
