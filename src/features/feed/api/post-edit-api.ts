// Creating and editing a post (spec section 7; issue 14): injected with the post form, which loads lazily, so the
// feed's first load carries only the reading endpoints (./feed-api).
import type { PostBody } from '@contract/posts';
import { msg } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { readStatusAnswer } from '@/lib/list-response';

export const postEditApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    createPost: build.mutation<{ status: boolean; message: string | null }, PostBody>({
      query: (body) => ({ url: '/prop/posts', method: 'POST', body }),
      transformResponse: readStatusAnswer,
      invalidatesTags: (result) => (result?.status ? [{ type: 'Post', id: 'LIST' }] : []),
    }),
    // Issue 14: the author edits a post (the feed's card and the profile's list); the profile shows posts too.
    editPost: build.mutation<{ status: boolean; message: string | null }, { id: number; body: PostBody }>({
      query: ({ id, body }) => ({ url: `/prop/post/${id}`, method: 'POST', body }),
      transformResponse: readStatusAnswer,
      invalidatesTags: (result, _error, { id }) =>
        result?.status ? [{ type: 'Post', id: 'LIST' }, { type: 'Post', id }, 'Profile'] : [],
    }),
  }),
});

registerErrorToast('createPost', {
  refused: msg('Post creation failed'),
  noResponse: msg('Something went wrong'),
});
registerErrorToast('editPost', {
  refused: msg('The post could not be saved.'),
  noResponse: msg('Something went wrong'),
});

export const { useCreatePostMutation, useEditPostMutation } = postEditApi;
