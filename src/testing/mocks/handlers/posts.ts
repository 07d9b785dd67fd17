// MSW handlers for the feed: public posts (with the page/limit/q extension), create, public and own profiles.
import { http, HttpResponse } from 'msw';
import type { PostBody, PostItem } from '@contract/posts';
import { makeCreative, makePost } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

/** The posts the handlers serve; tests may replace `items` (call resetPostsDb() in beforeEach). */
export const postsDb: { items: PostItem[]; created: PostBody[] } = { items: [], created: [] };

export function resetPostsDb(count = 20): void {
  postsDb.items = Array.from({ length: count }, () => makePost());
  postsDb.created = [];
}
resetPostsDb();

export const postsHandlers = [
  http.get(apiUrl('/prop/public/post'), ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 0);
    const offset = url.searchParams.get('offset');
    const matching = postsDb.items.filter((p) => String(p.title).toLowerCase().includes(q));
    if (!page && !limit && !q && offset === null) return okEnvelope(matching, 'Posts');
    const size = limit || 20;
    const start = offset !== null ? Number(offset) : ((page || 1) - 1) * size;
    return okEnvelope(matching.slice(start, start + size), 'Posts', {
      meta: {
        page: page || 1,
        limit: size,
        total: matching.length,
        pages: Math.ceil(matching.length / size),
      },
    });
  }),
  http.post(apiUrl('/prop/posts'), async ({ request }) => {
    const body = (await request.json()) as PostBody;
    if (
      !body.title ||
      !body.description ||
      !body.link ||
      !Array.isArray(body.images) ||
      body.images.length === 0
    ) {
      return errorEnvelope(400, 'All fields are required for the post');
    }
    const post: PostItem = makePost({ ...body, likes: 0 });
    postsDb.created.push(body);
    postsDb.items = [post, ...postsDb.items];
    return HttpResponse.json(
      { status: true, message: 'Post successfully created', data: post },
      { status: 201 },
    );
  }),
  http.get(apiUrl('/prop/public/:kind/:id'), ({ params }) => {
    // Only the three kinds' lookups; anything else (e.g. /prop/public/profile/{id}) falls through to its own handler.
    if (!['creative', 'business', 'partner'].includes(String(params.kind))) return undefined;
    return okEnvelope(makeCreative({ id: Number(params.id), bio: 'Public bio' }), 'Profile retrieved');
  }),
];

/** The signed-in creative's and business's own profiles as the feed's side card shows them (override per test:
 * the profile feature's handlers are the defaults). */
export const sideCardProfileHandlers = [
  http.get(apiUrl('/prop/users/profile'), () =>
    okEnvelope(
      makeCreative({
        first_name: 'Adaeze',
        last_name: 'Okonkwo',
        expertise: 'Fashion design',
        category: 'Fashion',
        bio: 'I design bold Ankara pieces.',
        skills: [
          { id: 1, skill: { id: 1, name: 'Tailoring' } },
          { id: 2, skill: { id: 2, name: 'Pattern making' } },
        ],
        availability: { status: 'full time', remote: true },
      }),
      'Profile retrieved',
    ),
  ),
  http.get(apiUrl('/prop/business-info/profile'), () =>
    okEnvelope(
      {
        id: 7,
        registered_name: 'Ankara House Studio Ltd',
        trade_name: 'Ankara House',
        sector: 'Fashion',
        area: 'Tailoring',
        bio: null,
        skills: [],
      },
      'Profile retrieved',
    ),
  ),
];
