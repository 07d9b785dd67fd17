// The Create Post tab of the floating create modal (lazy): title, description, link and at least one uploaded
// image; submit waits 1 s (spec section 4), then POST /prop/posts; the feed refreshes through its cache tag.
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton, TextAreaField, TextField } from '@/components/form/fields';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { useCreateSubmit } from '@/hooks/use-create-submit';
import { useCreatePostMutation } from '../api/feed-api';
import { postSchema, type PostFormValues } from '../schemas/post-schema';

export { SUBMIT_DELAY_MS } from '@/hooks/use-create-submit';

export function CreatePostForm() {
  const id = useId();
  const [createPost] = useCreatePostMutation();
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
  const { uploading, setUploading, imagesKey, submit } = useCreateSubmit({
    send: createPost,
    createdText: 'Post successfully created',
    refusedText: 'Failed to create post.',
    reset,
    setImagesError: (message) => setError('images', { message }),
  });

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-label="Create Post">
      <p className="text-muted small">All fields are required for the post.</p>
      <TextField
        label="Title"
        type="text"
        maxLength={200}
        registration={register('title')}
        error={errors.title?.message}
      />
      <TextAreaField
        label="Description"
        rows={4}
        maxLength={5000}
        registration={register('description')}
        error={errors.description?.message}
      />
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={2000}
        registration={register('link')}
        error={errors.link?.message}
      />
      <ImageUploadField
        key={imagesKey}
        id={`${id}-images`}
        label="Images"
        error={errors.images?.message}
        onBusyChange={setUploading}
        onChange={(urls) => setValue('images', urls, { shouldValidate: urls.length > 0 })}
      />
      <SubmitButton pending={isSubmitting} disabled={uploading} pendingText="Posting…">
        {uploading ? 'Uploading images…' : 'Create Post'}
      </SubmitButton>
    </form>
  );
}
