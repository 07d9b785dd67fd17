// The Create Post tab of the floating create modal (lazy): title, description, link and at least one uploaded
// image; submit waits 1 s (spec section 4), then POST /prop/posts; the feed refreshes through its cache tag.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { getErrorMessage } from '@/lib/api-session';
import { useCreatePostMutation } from '../api/feed-api';
import { postSchema, type PostFormValues } from '../schemas/post-schema';

export const SUBMIT_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An error with an HTTP status came from the server; anything else never reached it. */
function hasHttpStatus(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && typeof error.status === 'number';
}

export function CreatePostForm() {
  const id = useId();
  const [createPost] = useCreatePostMutation();
  const [uploading, setUploading] = useState(false);
  const [fieldKey, setFieldKey] = useState(0);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({
    resolver: yupResolver(postSchema),
    defaultValues: { title: '', description: '', link: '', images: [] },
  });

  async function onSubmit(values: PostFormValues) {
    if (uploading) {
      setError('images', { message: 'Please wait for the images to finish uploading.' });
      return;
    }
    await wait(SUBMIT_DELAY_MS);
    try {
      const result = await createPost(values).unwrap();
      if (!result.status) {
        toast.error(result.message ?? 'Failed to create post.');
        return;
      }
      toast.success('Post successfully created');
      reset();
      setFieldKey((key) => key + 1);
    } catch (error) {
      toast.error(hasHttpStatus(error) ? getErrorMessage(error, 'Post creation failed') : 'Something went wrong');
    }
  }

  const field = (name: 'title' | 'description' | 'link') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `form-control${errors[name] ? ' is-invalid' : ''}`,
    ...register(name),
  });
  const fieldError = (name: 'title' | 'description' | 'link') =>
    errors[name] ? (
      <div id={`${id}-${name}-error`} className="invalid-feedback">
        {errors[name]?.message}
      </div>
    ) : null;

  return (
    <form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Create Post">
      <p className="text-muted small">All fields are required for the post.</p>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-title`}>
          Title
        </label>
        <input type="text" maxLength={200} {...field('title')} />
        {fieldError('title')}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-description`}>
          Description
        </label>
        <textarea rows={4} maxLength={5000} {...field('description')} />
        {fieldError('description')}
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-link`}>
          Link
        </label>
        <input type="url" inputMode="url" placeholder="https://" maxLength={2000} {...field('link')} />
        {fieldError('link')}
      </div>
      <ImageUploadField
        key={fieldKey}
        id={`${id}-images`}
        label="Images"
        error={errors.images?.message}
        onBusyChange={setUploading}
        onChange={(urls) => setValue('images', urls, { shouldValidate: urls.length > 0 })}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting || uploading}>
        {isSubmitting ? 'Posting…' : uploading ? 'Uploading images…' : 'Create Post'}
      </button>
    </form>
  );
}
