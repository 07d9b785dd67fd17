// The landing page (/, issue 13): name and purpose, the ways in, live counts, the unchanged sign-up chooser, and
// the newest posts and products, each from its own small request.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { postsDb, resetPostsDb } from '@/testing/mocks/handlers/posts';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

const requested: URL[] = [];

beforeEach(() => {
  resetPostsDb();
  resetProductsDb();
  requested.length = 0;
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url));
  });
  return () => server.events.removeAllListeners();
});

describe('landing page', () => {
  it('names the portal and its purpose, and offers the ways in: browse, sign up, log in', async () => {
    renderApp('/');
    await findPageHeading('Creative Economy Portal');
    expect(screen.getByText(/national home of the creative economy/)).toBeInTheDocument();
    const ways = screen.getByRole('navigation', { name: 'Ways in' });
    expect(within(ways).getByRole('link', { name: 'Browse the portal' })).toHaveAttribute(
      'href',
      '/homepage',
    );
    expect(within(ways).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#join');
    expect(within(ways).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(document.getElementById('join')).toContainElement(
      screen.getByRole('group', { name: 'How will you use the portal?' }),
    );
  });

  it('shows the live counts of creatives, businesses and partners, and the people trained', async () => {
    renderApp('/');
    const counts = await screen.findByRole('region', { name: 'The portal in numbers' });
    expect(await within(counts).findByText('1,250')).toBeInTheDocument();
    const figures = Object.fromEntries(
      within(counts)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Creatives: '1,250',
      Businesses: '340',
      Partners: '27',
      'People trained': '312',
    });
  });

  it('shows the three newest posts and products, asking the server for three of each', async () => {
    renderApp('/');
    const posts = await screen.findByRole('region', { name: 'Recent posts' });
    expect(
      await within(posts).findByRole('heading', { level: 3, name: String(postsDb.items[0].title) }),
    ).toBeInTheDocument();
    expect(within(posts).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(
      within(posts).getByText(String(postsDb.items[0].author?.first_name), { exact: false }),
    ).toBeInTheDocument();
    expect(within(posts).getByRole('link', { name: 'See all posts in the feed' })).toHaveAttribute(
      'href',
      '/homepage',
    );

    const products = await screen.findByRole('region', { name: 'New in the marketplace' });
    const first = await within(products).findByRole('link', { name: String(productsDb.items[0].title) });
    expect(first).toHaveAttribute('href', `/marketdetailsPage/${productsDb.items[0].id}`);
    expect(within(products).getAllByRole('heading', { level: 3 })).toHaveLength(3);

    const limits = (path: string) =>
      requested.filter((url) => url.pathname.endsWith(path)).map((url) => url.searchParams.get('limit'));
    expect(limits('/prop/public/post')).toEqual(['3']);
    expect(limits('/prop/public/product')).toEqual(['3']);
  });

  it('keeps the sign-up chooser and its message word for word', async () => {
    const { user, router } = renderApp('/');
    await findPageHeading('Creative Economy Portal');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a card before proceeding.');
    await user.click(screen.getByRole('radio', { name: /^Creative/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.pathname).toBe('/creative');
  });

  it('a host without the figures or the lists still shows the page and the chooser, with no empty sections', async () => {
    server.use(
      http.get(apiUrl('/prop/public/stats'), () =>
        HttpResponse.json({ status: false, message: 'No such endpoint' }, { status: 404 }),
      ),
      http.get(apiUrl('/prop/public/post'), () =>
        HttpResponse.json({ status: true, message: 'Posts', data: [] }),
      ),
      http.get(apiUrl('/prop/public/product'), () =>
        HttpResponse.json({ status: false, message: 'Down' }, { status: 503 }),
      ),
    );
    renderApp('/');
    await findPageHeading('Creative Economy Portal');
    await screen.findByRole('group', { name: 'How will you use the portal?' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'The portal in numbers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent posts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New in the marketplace' })).not.toBeInTheDocument();
  });
});
