// An image picker for create forms: checks each file, uploads it through the upload service (photos shrunk first)
// with a progress bar that names the bytes sent, shows a local preview and a Remove button, and reports the uploaded
// URLs (src/lib/upload.ts).
import { useT } from '@/i18n/use-t';
import { IMAGE_TYPES } from '@/lib/upload';
import { ImageUploadItem } from './image-upload-item';
import { useImageUploads, type ImageUploadsOptions } from './use-image-uploads';

export interface ImageUploadFieldProps {
  id: string;
  label: string;
  onChange: ImageUploadsOptions['onChange'];
  onBusyChange?: ImageUploadsOptions['onBusyChange'];
  /** The form's error for this field (e.g. 'All fields are required for the post'). */
  error?: string;
  rules?: ImageUploadsOptions['rules'];
  multiple?: boolean;
  maxFiles?: number;
  initialUrls?: ImageUploadsOptions['initialUrls'];
  initialPending?: ImageUploadsOptions['initialPending'];
  onPendingChange?: ImageUploadsOptions['onPendingChange'];
}

export function ImageUploadField({
  id,
  label,
  error,
  multiple = true,
  maxFiles = 10,
  ...options
}: ImageUploadFieldProps) {
  useT(); // re-renders in a new language
  const { items, notice, onFiles, remove } = useImageUploads({ ...options, multiple, maxFiles });
  const types = options.rules?.types ?? IMAGE_TYPES;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const describedBy =
    [error ? errorId : null, notice ? noticeId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="image-upload-field mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        className={`form-control${error ? ' is-invalid' : ''}`}
        accept={types.join(',')}
        multiple={multiple}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {notice ? (
        <div id={noticeId} className="text-danger small mt-1" role="alert">
          {notice}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="image-upload-field__list list-unstyled d-flex flex-wrap gap-2 mt-2">
          {items.map((item, index) => (
            <ImageUploadItem key={item.key} item={item} index={index} onRemove={() => remove(item.key)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
