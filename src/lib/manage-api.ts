// Deleting content (issue 14): one mutation for the five kinds, shared so every feature's details page, list and
// card can offer it without importing another feature. An author sends no body; an admin sends the take-down
// reason (DELETE /prop/{post|product|tool|opportunity|event}/{id}). Each kind's edit stays in its own feature's
// api file beside its create.
import { msg } from '@/i18n/runtime';
import type { ContentItemType, TakeDownBody } from '@contract/moderation';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast, type tagTypes } from './api';
import { readStatusAnswer } from './list-response';

/** The cache tag each kind's lists and details provide. */
export const ITEM_TAGS: Record<ContentItemType, (typeof tagTypes)[number]> = {
  post: 'Post',
  product: 'Product',
  tool: 'Tool',
  opportunity: 'Opportunity',
  event: 'Event',
  call: 'Call',
};

export interface RemoveItemArgs {
  itemType: ContentItemType;
  id: number;
  /** Given by an admin only: the take-down reason mailed to the author. */
  reason?: string;
}

export const manageApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    removeItem: build.mutation<{ status: boolean; message: string | null }, RemoveItemArgs>({
      query: ({ itemType, id, reason }) => ({
        url: `/prop/${itemType}/${id}`,
        method: 'DELETE',
        body: reason === undefined ? undefined : ({ reason } satisfies TakeDownBody),
      }),
      transformResponse: readStatusAnswer,
      // The whole kind: every list that showed the item refetches. A post also shows on its author's profile.
      invalidatesTags: (_result, error, { itemType }) =>
        error ? [] : itemType === 'post' ? ['Post', 'Profile'] : [ITEM_TAGS[itemType]],
    }),
  }),
});

// The server's message comes first (404 'This item no longer exists.', 403 'You can only change your own content.').
registerErrorToast('removeItem', {
  refused: msg('The item could not be removed.'),
  noResponse: msg('Something went wrong'),
});

export const { useRemoveItemMutation } = manageApi;
