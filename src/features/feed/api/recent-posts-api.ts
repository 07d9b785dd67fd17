// The newest few posts (the landing page): one small page of GET /prop/public/post. Apart from feed-api.ts so that
// only the landing page's chunk carries it, not the first load of /homepage.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { normaliseFeed, type Post } from './feed-api';

export const recentPostsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    recentPosts: build.query<Post[], number>({
      query: (limit) => ({ url: '/prop/public/post', params: { offset: 0, limit } }),
      transformResponse: (body: unknown, _meta, limit) =>
        normaliseFeed(body, { q: '', offset: 0, limit }).posts,
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
  }),
});

export const { useRecentPostsQuery } = recentPostsApi;
