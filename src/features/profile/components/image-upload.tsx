// Cover (PNG) and profile image (PNG or JPEG) upload with a preview, a progress bar and a visible error.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useUploadProfileImage, type ImageField } from '../api/profile-api';

const rules: Record<
  ImageField,
  { types: string[]; accept: string; label: string; wrongType: string; success: string }
> = {
  cover_image: {
    types: ['image/png'],
    accept: 'image/png',
    label: msg('Upload cover image'),
    wrongType: msg('The cover image must be a PNG file.'),
    success: msg('cover image updated'),
  },
  profile_image: {
    types: ['image/png', 'image/jpeg'],
    accept: 'image/png,image/jpeg',
    label: msg('Upload profile image'),
    wrongType: msg('The profile image must be a PNG or JPEG file.'),
    success: msg('profile image updated'),
  },
};

export function ImageUpload({ field }: { field: ImageField }) {
  const rule = rules[field];
  const inputId = useId();
  const { upload, progress, error, reset } = useUploadProfileImage();
  const [preview, setPreview] = useState<string | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const { t, translate } = useT('profile');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!rule.types.includes(file.type)) {
      // Refused before sending: nothing of an earlier attempt (preview, bar, error) stays beside this message.
      reset();
      setPreview(null);
      setTypeError(rule.wrongType);
      return;
    }
    setTypeError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    const message = await upload(field, file);
    // The preview shows only while the file is on its way: after a success the profile shows the new image, and
    // after a refusal the file (perhaps not an image at all) would be a broken picture beside the error.
    setPreview(null);
    if (message) toast.success(t(rule.success));
  };

  const shownError = typeError ?? error;
  const busy = progress !== null;
  return (
    <div className={`image-upload image-upload--${field} d-flex flex-wrap align-items-center gap-2 mt-2`}>
      <label htmlFor={inputId} className={`btn btn-sm btn-light border${busy ? ' disabled' : ''}`}>
        {t(rule.label)}
      </label>
      <input
        id={inputId}
        type="file"
        accept={rule.accept}
        className="visually-hidden"
        onChange={onChange}
        disabled={busy}
        aria-describedby={shownError ? `${inputId}-error` : undefined}
      />
      {preview ? (
        <img
          src={preview}
          alt={t('Selected image preview')}
          width={96}
          height={64}
          className="image-upload__preview rounded border"
        />
      ) : null}
      {busy ? (
        <div
          className="progress image-upload__progress flex-grow-1"
          style={{ minWidth: 120 }}
          role="progressbar"
          aria-label={
            field === 'cover_image' ? t('Cover image upload progress') : t('Profile image upload progress')
          }
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${progress}%` }}>
            {progress}%
          </div>
        </div>
      ) : null}
      {shownError ? (
        <p
          id={`${inputId}-error`}
          className="image-upload__error alert alert-danger py-1 px-2 mb-0 small"
          role="alert"
        >
          {translate(shownError)}
        </p>
      ) : null}
    </div>
  );
}
