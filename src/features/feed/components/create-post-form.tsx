// The Create Post tab of the floating create modal (lazy): title, description, link and at least one uploaded
// image; submit waits 1 s (spec section 4), then POST /prop/posts; the feed refreshes through its cache tag.
// Given a `post`, the same form edits it (issue 14): filled in, its images kept unless removed, POST /prop/post/{id}.
// A new post's draft is kept on the device while it is written (hooks/use-form-draft.ts, docs/offline.md).
import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ContentForm } from '@/components/form/content-form';
import { FormModal } from '@/components/ui/form-modal';
import { offlineSubmitText } from '@/hooks/use-create-submit';
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

  return (
    <ContentForm
      id={id}
      form={form}
      draftKey={post ? null : 'post'}
      initialImages={post?.images}
      submitWith={{
        send: post ? (body) => editPost({ id: post.id, body }) : createPost,
        createdText: post ? translate(MODERATION_MESSAGES.updated) : t('Post successfully created'),
        refusedText: post ? t('The post could not be saved.') : t('Failed to create post.'),
        offlineText: offlineSubmitText(Boolean(post), t('Create Post')),
        onCreated,
      }}
      texts={{
        label: post ? t('Edit Post') : t('Create Post'),
        note: t('All fields are required for the post.'),
        submit: post ? t('Save changes') : t('Create Post'),
        pending: post ? t('Saving…') : t('Posting…'),
        uploading: t('Uploading images…'),
      }}
    />
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
