// The home feed: states, 12 then 17 posts, search in the URL, the 100-character preview, likes that survive a
// reload, the carousel by keyboard, images, the author link and the profile side card.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePost, seedSession } from '@/testing/generators';
import type { BusinessProfile } from '@contract/profiles';
import { postsDb, resetPostsDb, sideCardProfileHandlers } from '@/testing/mocks/handlers/posts';
import { demoBusinessProfile } from '@/testing/mocks/handlers/profiles';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { advance, expectAfterExactly, freezeTimers, settle, thawTimers } from '@/testing/timers';

// The shared 2-core machine loads lazy pages slowly: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const articles = () => screen.queryAllByRole('article');

beforeEach(() => resetPostsDb(20));
afterEach(thawTimers);

/** The offset+limit of every posts request from now on. */
function recordPostRequests() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/prop/public/post'))
      asked.push(`${url.searchParams.get('offset')}+${url.searchParams.get('limit')}`);
  });
  return asked;
}
afterEach(() => server.events.removeAllListeners());

describe('home feed', () => {
  it('shows skeletons, then 12 posts; Load More is disabled for exactly 1000 ms, then shows 17', async () => {
    renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(12));
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /IP licensing/ })).toHaveAttribute('href', '/licensepage');
    const asked = recordPostRequests();
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Load More' }));
    // Dimmed and disabled while it waits, under the same name.
    const waiting = screen.getByRole('button', { name: 'Load More' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveClass('is-waiting');
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    // Spec: the next posts are asked for after 1000 ms, not one millisecond sooner.
    await expectAfterExactly(1000, () => asked.length === 1);
    expect(asked).toEqual(['12+5']);
    await settle(() => expect(articles()).toHaveLength(17));
    // 20 posts: one more Load More shows the last 3, then the button goes away.
    await settle(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled());
    await frozen.click(screen.getByRole('button', { name: 'Load More' }));
    await expectAfterExactly(1000, () => asked.length === 2);
    await settle(() => expect(articles()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows 12 posts, then 5 more, even when the API sends more than it was asked for', async () => {
    // A host that ignores `limit` sends every post from the offset on: the feed still cuts at 12, then 5.
    server.use(
      http.get(apiUrl('/prop/public/post'), ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        const total = postsDb.items.length;
        return okEnvelope(postsDb.items.slice(offset), 'Posts', {
          meta: { page: 1, limit: total, total, pages: 1 },
        });
      }),
    );
    renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(12));
    const titles = articles().map((a) => a.getAttribute('aria-label') ?? a.textContent);
    expect(new Set(titles).size).toBe(12);
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Load More' }));
    await advance(1000);
    await settle(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled());
    expect(articles()).toHaveLength(17);
  });

  it('shows loading skeletons while the posts load', async () => {
    server.use(
      http.get(apiUrl('/prop/public/post'), async () => {
        await delay(300);
        return HttpResponse.json({ status: true, message: 'Posts', data: [] });
      }),
    );
    renderApp('/homepage');
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });

  it('pages on the client when the API returns no meta', async () => {
    server.use(
      http.get(apiUrl('/prop/public/post'), () =>
        HttpResponse.json({ status: true, message: 'Posts', data: postsDb.items }),
      ),
    );
    renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
  });

  it('asks only for the next 5 posts on each Load More, and goes past 100 posts', async () => {
    resetPostsDb(110);
    const asked = recordPostRequests();
    renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(12));
    freezeTimers();
    // Plain DOM queries: role queries over 100 cards, polled, are slow enough to time the test out.
    const shown = () => document.querySelectorAll('article').length;
    const loadMore = () => screen.queryByText<HTMLButtonElement>('Load More', { selector: 'button' });
    for (let before = 12; before < 110; before += 5) {
      await settle(() => expect(loadMore()).toBeEnabled());
      fireEvent.click(loadMore()!);
      await advance(1000);
      await settle(() => expect(shown()).toBe(Math.min(before + 5, 110)));
    }
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(asked.slice(0, 3)).toEqual(['0+12', '12+5', '17+5']);
    expect(asked).toHaveLength(1 + Math.ceil((110 - 12) / 5));
    // 110 cards and 20 loads: 14.6 s on main on a busy machine, 27 s here while others ran tests too.
  }, 60_000);

  it('searches by title through the URL and shows an empty state', async () => {
    postsDb.items = [makePost({ title: 'Adire fabric' }), makePost({ title: 'Talking drum' })];
    const { user, router } = renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts by title' }), 'adire');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=adire');
    await user.clear(screen.getByRole('searchbox', { name: 'Search posts by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search posts by title' }), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No posts match "nothing like it".')).toBeInTheDocument();
  });

  it('shows Something went wrong with a Retry that reloads', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/prop/public/post'), () =>
        fail ? HttpResponse.json({ status: false, message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/homepage');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(articles()).toHaveLength(12));
  });

  it('cuts the description at 100 characters until Read more', async () => {
    const long = `${'a'.repeat(100)}TAIL of the description`;
    postsDb.items = [makePost({ title: 'Long one', description: long })];
    const { user } = renderApp('/homepage');
    const card = await screen.findByRole('article', { name: 'Long one' });
    expect(within(card).getByText(`${'a'.repeat(100)}…`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Read more' }));
    expect(within(card).getByText(long)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles the like locally and keeps it across a reload', async () => {
    postsDb.items = [makePost({ id: 77, title: 'Likeable', likes: 3 })];
    const first = renderApp('/homepage');
    const like = await screen.findByRole('button', { name: 'Like Likeable' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    await first.user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    first.unmount();

    const second = renderApp('/homepage');
    const again = await screen.findByRole('button', { name: 'Like Likeable' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    await second.user.click(again);
    expect(screen.getByText('3 likes')).toBeInTheDocument();
  });

  it('runs a carousel for several images: buttons, arrow keys, autoplay paused on hover', async () => {
    postsDb.items = [
      makePost({ title: 'Gallery', images: ['/a.png', '/b.png', '/c.png'], image_variants: [[], [], []] }),
    ];
    renderApp('/homepage');
    const region = await screen.findByRole('region', { name: 'Images: Gallery' });
    // A hover pauses the autoplay and leaving restarts it: restarted under frozen timers, its interval is a fake one.
    freezeTimers();
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    const shows = (n: number) => () => within(region).queryByText(`Image ${n} of 3`) !== null;
    expect(within(region).getByText('Image 1 of 3')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Next image' }));
    expect(within(region).getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(within(region).getByText('Image 1 of 3')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Previous image' }));
    expect(within(region).getByText('Image 3 of 3')).toBeInTheDocument();
    fireEvent.blur(within(region).getByRole('button', { name: 'Previous image' }));
    // Autoplay every 5000 ms: not at 4999 ms, at 5000 ms; and again 5000 ms later.
    await expectAfterExactly(5000, shows(1));
    await expectAfterExactly(5000, shows(2));
    fireEvent.mouseEnter(region);
    await advance(6000);
    expect(within(region).getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    await expectAfterExactly(5000, shows(3));
    fireEvent.click(within(region).getByRole('button', { name: 'Previous image' }));
    fireEvent.blur(within(region).getByRole('button', { name: 'Previous image' }));
    // A 40 px swipe to the left goes forward; a shorter one does nothing.
    const viewport = region.querySelector('.carousel-lite__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 170 });
    expect(within(region).getByText('Image 2 of 3')).toBeInTheDocument();
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 150 });
    expect(within(region).getByText('Image 3 of 3')).toBeInTheDocument();
  });

  it('loads the first image eagerly with high priority and the rest lazily, with srcset and size', async () => {
    renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(12));
    const [first, second] = articles().map((a) => a.querySelector('img.post-image')!);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.getAttribute('srcset')).toMatch(/480w$/);
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '600');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('opens the author public profile with the profile and the inferred type as route state', async () => {
    postsDb.items = [
      makePost({
        title: 'By a business',
        author: {
          id: 42,
          kind: 'business',
          registered_name: 'Ankara House Ltd',
          first_name: null,
          area: 'Tailoring',
          sector: 'Fashion',
        },
      }),
    ];
    const { user, router } = renderApp('/homepage');
    const card = await screen.findByRole('article', { name: 'By a business' });
    expect(within(card).queryByText('Available to work')).not.toBeInTheDocument();
    expect(within(card).getByText('Tailoring')).toBeInTheDocument();
    expect(within(card).getByText('Fashion')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: "View Ankara House Ltd's profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/publicProfile/42'));
    const state = router.state.location.state as { type: string; profile: { id: number } };
    expect(state.type).toBe('business');
    expect(state.profile.id).toBe(42);
  });

  it("shows 'Available to work' only on a creative's post whose author said so", async () => {
    const creative = {
      kind: 'creative' as const,
      first_name: 'Ada',
      last_name: 'Obi',
      registered_name: null,
    };
    postsDb.items = [
      makePost({
        title: 'Open',
        author: { id: 1, ...creative, availability: { status: 'part time', remote: null } },
      }),
      makePost({
        title: 'Never said',
        author: { id: 2, ...creative, availability: { status: null, remote: null } },
      }),
      makePost({ title: 'Other host', author: { id: 3, ...creative } }),
      makePost({
        title: 'A business',
        author: {
          id: 4,
          kind: 'business',
          registered_name: 'Print Hub Ltd',
          first_name: null,
          availability: null,
        },
      }),
      makePost({
        title: 'A partner',
        author: {
          id: 5,
          kind: 'partner',
          industry: 'Media',
          first_name: null,
          registered_name: null,
          availability: null,
        },
      }),
    ];
    renderApp('/homepage');
    const label = async (title: string) =>
      within(await screen.findByRole('article', { name: title })).queryByText('Available to work');
    expect(await label('Open')).toBeInTheDocument();
    expect(await label('Never said')).not.toBeInTheDocument();
    expect(await label('Other host')).not.toBeInTheDocument();
    expect(await label('A business')).not.toBeInTheDocument();
    expect(await label('A partner')).not.toBeInTheDocument();
  });

  it('shows a business its sector as Expertise and its area as Category in the side card', async () => {
    seedSession('business');
    server.use(...sideCardProfileHandlers);
    renderApp('/homepage');
    const card = await screen.findByRole('complementary', { name: 'Ankara House Studio Ltd' });
    const beside = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(beside('Expertise')).toBe('Fashion');
    expect(beside('Category')).toBe('Tailoring');
  });

  it('shows the profile side card for a signed-in creative, not for anonymous visitors', async () => {
    const anonymous = renderApp('/homepage');
    await waitFor(() => expect(articles()).toHaveLength(12));
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    anonymous.unmount();

    seedSession('user');
    server.use(...sideCardProfileHandlers);
    renderApp('/homepage');
    const card = await screen.findByRole('complementary', { name: 'Adaeze Okonkwo' });
    expect(within(card).getByText('Fashion design')).toBeInTheDocument();
    expect(within(card).getByText('Fashion')).toBeInTheDocument();
    expect(within(card).getByText('I design bold Ankara pieces.')).toBeInTheDocument();
    expect(within(card).getByText('Tailoring')).toBeInTheDocument();
    expect(within(card).getByText('Full time')).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profilepage');
  });

  it('shows a business its edited profile in the side card at once, not a minute later', async () => {
    seedSession('business');
    let stored = { ...demoBusinessProfile };
    server.use(
      http.get(apiUrl('/prop/business-info/profile'), () => okEnvelope(stored, 'Profile retrieved')),
      http.put(apiUrl('/prop/business-info/edit_profile'), async ({ request }) => {
        stored = { ...stored, ...((await request.json()) as Partial<BusinessProfile>) };
        return okEnvelope(stored, 'profile updated');
      }),
    );
    const { user, router } = renderApp('/homepage');
    expect(await screen.findByRole('complementary', { name: 'Ankara House Ltd' })).toBeInTheDocument();

    await router.navigate('/profilepage');
    await user.click(await screen.findByRole('button', { name: 'Edit My Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Information' });
    const registeredName = await within(dialog).findByLabelText('Registered name');
    await user.clear(registeredName);
    await user.type(registeredName, 'Ankara House Studio Ltd');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('profile updated')).toBeInTheDocument();

    await router.navigate('/homepage');
    expect(
      await screen.findByRole('complementary', { name: 'Ankara House Studio Ltd' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
