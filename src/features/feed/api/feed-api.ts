// Feed endpoints (spec section 7): the public posts (with the optional page/limit/q extension) and the author's
// public profile; creating and editing a post are in ./post-edit-api (with the form, out of the first load). The side card reads the own profile through lib/own-profile-api.
import { msg } from '@/i18n/runtime';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { normaliseProfile } from '@/lib/own-profile-api';
import { toPost, type Post } from './post-adapter';

export type { Post, PostAuthor } from './post-adapter';

export interface FeedArgs {
  q: string;
}

/** One page of the feed: the posts from `offset` on, and how many match in all. */
export interface FeedPage {
  posts: Post[];
  total: number;
}

/** The feed opens with 12 posts; each Load More adds 5 (spec section 9). */
export const FEED_FIRST_PAGE = 12;
export const FEED_LOAD_MORE = 5;

interface FeedSlice {
  q: string;
  offset: number;
  limit: number;
}

/** The list may be `data` or `data.data`; `meta` (extension) is present when the server paged. */
export function normaliseFeed(body: unknown, args: FeedSlice): FeedPage {
  const envelope = (body ?? {}) as { data?: unknown; meta?: { total?: unknown } };
  const rawList = Array.isArray(envelope.data)
    ? envelope.data
    : Array.isArray((envelope.data as { data?: unknown } | undefined)?.data)
      ? (envelope.data as { data: unknown[] }).data
      : [];
  const posts = rawList.map(toPost).filter((p) => Number.isFinite(p.id));
  if (envelope.meta && typeof envelope.meta.total === 'number') {
    return { posts: posts.slice(0, args.limit), total: envelope.meta.total };
  }
  // No meta: the API gave the whole list; search and page here.
  const q = args.q.trim().toLowerCase();
  const matching = q ? posts.filter((p) => p.title.toLowerCase().includes(q)) : posts;
  return { posts: matching.slice(args.offset, args.offset + args.limit), total: matching.length };
}

const feedPageSize = (offset: number) => (offset === 0 ? FEED_FIRST_PAGE : FEED_LOAD_MORE);

export const feedApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    // Each Load More fetches only the next 5 posts (offset paging), not the whole list again: on costly mobile
    // data the feed never downloads a post twice, and it goes as deep as the posts go.
    feedPosts: build.infiniteQuery<FeedPage, FeedArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => {
          const next = lastOffset + lastPage.posts.length;
          return lastPage.posts.length > 0 && next < lastPage.total ? next : undefined;
        },
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/prop/public/post',
        params: { offset: pageParam, limit: feedPageSize(pageParam), q: queryArg.q.trim() || undefined },
      }),
      transformResponse: (body: unknown, _meta, { queryArg, pageParam }) =>
        normaliseFeed(body, { q: queryArg.q, offset: pageParam, limit: feedPageSize(pageParam) }),
      providesTags: (result) => [
        { type: 'Post' as const, id: 'LIST' },
        ...(result?.pages.flatMap((page) => page.posts.map((p) => ({ type: 'Post' as const, id: p.id }))) ??
          []),
      ],
    }),
    feedAuthorProfile: build.query<AnyProfile, { kind: ProfileKind; id: number }>({
      query: ({ kind, id }) => `/prop/public/${kind}/${id}`,
      transformResponse: normaliseProfile,
    }),
  }),
});

registerErrorToast('feedAuthorProfile', msg('An error occurred while verifying the user.'));

export const { useFeedPostsInfiniteQuery, useLazyFeedAuthorProfileQuery } = feedApi;
