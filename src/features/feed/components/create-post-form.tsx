// The Create Post tab of the floating create modal (lazy): title, description, link and at least one uploaded
// image; submit waits 1 s (spec section 4), then POST /prop/posts; the feed refreshes through its cache tag.
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/form/fields';
import { ContentFields } from '@/components/form/content-fields';
import { useCreateSubmit } from '@/hooks/use-create-submit';
import { useCreatePostMutation } from '../api/feed-api';
import { postSchema, type PostFormValues } from '../schemas/post-schema';

export { SUBMIT_DELAY_MS } from '@/hooks/use-create-submit';

/** `onCreated`: called after 'Post successfully created' (the create modal closes itself with it). */
export function CreatePostForm({ onCreated }: { onCreated?: () => void } = {}) {
  const [createPost] = useCreatePostMutation();
  const form = useForm<PostFormValues>({
    resolver: yupResolver(postSchema),
    defaultValues: { title: '', description: '', link: '', images: [] },
  });
  const { uploading, setUploading, imagesKey, submit } = useCreateSubmit({
    send: createPost,
    createdText: 'Post successfully created',
    refusedText: 'Failed to create post.',
    reset: () => form.reset(),
    setImagesError: (message) => form.setError('images', { message }),
    onCreated,
  });

  const { isSubmitting } = form.formState;

  return (
    <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate aria-label="Create Post">
      <p className="text-muted small">All fields are required for the post.</p>
      <ContentFields form={form} imagesKey={imagesKey} onUploadingChange={setUploading} />
      <SubmitButton pending={isSubmitting} disabled={uploading} pendingText="Posting…">
        {uploading ? 'Uploading images…' : 'Create Post'}
      </SubmitButton>
    </form>
  );
}
