// The Create Post tab of the floating create modal (lazy): title, description, link and at least one uploaded
// image; submit waits 1 s (spec section 4), then POST /prop/posts; the feed refreshes through its cache tag.
// Given a `post`, the same form edits it (issue 14): filled in, its images kept unless removed, POST /prop/post/{id}.
// A new post's draft is kept on the device while it is written (hooks/use-form-draft.ts, docs/offline.md).
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { SubmitButton } from '@/components/form/fields';
import { ContentFields } from '@/components/form/content-fields';
import { FormModal } from '@/components/ui/form-modal';
import { offlineSubmitText, useCreateSubmit } from '@/hooks/use-create-submit';
import { useFormDraft } from '@/hooks/use-form-draft';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { useT } from '@/i18n/use-t';
import { useCreatePostMutation, useEditPostMutation } from '../api/post-edit-api';
import { postSchema, type PostFormValues } from '../schemas/post-schema';

export { SUBMIT_DELAY_MS } from '@/hooks/use-create-submit';

/** The post being edited: what the form starts from. */
export interface EditedPost {
  id: number;
  title: string;
  description: string;
  link: string | null;
  images: string[];
}

/** `onCreated`: called after 'Post successfully created' (or the edit's success); the modal closes itself with it. */
export function CreatePostForm({ onCreated, post }: { onCreated?: () => void; post?: EditedPost } = {}) {
  const id = useId();
  const [createPost] = useCreatePostMutation();
  const [editPost] = useEditPostMutation();
  const { t, translate } = useT('feed');
  const form = useForm<PostFormValues>({
    resolver: yupResolver(postSchema),
    defaultValues: post
      ? { title: post.title, description: post.description, link: post.link ?? '', images: post.images }
      : { title: '', description: '', link: '', images: [] },
  });
  const draft = useFormDraft(post ? null : 'post', form);
  const { uploading, setUploading, imagesKey, submit } = useCreateSubmit<PostFormValues>({
    send: post ? (body) => editPost({ id: post.id, body }) : createPost,
    createdText: post ? translate(MODERATION_MESSAGES.updated) : t('Post successfully created'),
    refusedText: post ? t('The post could not be saved.') : t('Failed to create post.'),
    offlineText: offlineSubmitText(Boolean(post), t('Create Post')),
    reset: () => {
      form.reset();
      void draft.clear();
    },
    setImagesError: (message) => form.setError('images', { message }),
    onCreated,
  });

  const { errors, isSubmitting, submitCount } = form.formState;
  if (!draft.ready) return null;

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      aria-label={post ? t('Edit Post') : t('Create Post')}
    >
      <ErrorSummary errors={errors} idOf={(name) => `${id}-${name}`} attempt={submitCount} />
      <p className="text-muted small">{t('All fields are required for the post.')}</p>
      <ContentFields
        idPrefix={id}
        form={form}
        imagesKey={imagesKey}
        onUploadingChange={setUploading}
        initialImages={post?.images ?? draft.restored?.images}
        initialPending={draft.restored?.pendingImages}
      />
      <SubmitButton
        pending={isSubmitting}
        disabled={uploading}
        pendingText={post ? t('Saving…') : t('Posting…')}
      >
        {uploading ? t('Uploading images…') : post ? t('Save changes') : t('Create Post')}
      </SubmitButton>
    </form>
  );
}

/** The form editing a post, in its dialog (opened from the post's Edit). */
export function EditPostModal({ post, onHide }: { post: EditedPost; onHide: () => void }) {
  const { t } = useT('feed');
  return (
    <FormModal show onHide={onHide} title={t('Edit Post')}>
      <CreatePostForm post={post} onCreated={onHide} />
    </FormModal>
  );
}
