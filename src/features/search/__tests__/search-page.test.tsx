// The site search (issue 35): the header's box leads to /search?q=, whose results come grouped by kind, each group
// paged on its own and each result linking to its details page; the empty, error and no-query states; a host without
// the `search` capability shows no box and no results.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { SEARCH_TOTAL_MAX } from '@contract/search';
import { searchGroupsOf } from '@/testing/mocks/handlers/search';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { toSearchGroups } from '../api/search-adapter';

describe('the header search box', () => {
  it('is a labelled search landmark that opens /search with the query', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/homepage');
    const box = await screen.findByRole('searchbox', { name: 'Search the portal' });
    expect(box.closest('form')).toHaveAttribute('role', 'search');
    expect(box.closest('form')).toHaveAttribute('action', '/search');
    await user.type(box, 'adewale{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=adewale');
    expect(await screen.findByRole('link', { name: 'Adéwálé Ọlọ́ṣẹ' })).toHaveAttribute('href', '/profile/11');
  });

  it('is not shown on a host without the search capability', async () => {
    renderApp('/homepage', { features: [] });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('searchbox', { name: 'Search the portal' })).not.toBeInTheDocument();
  });
});

describe('/search', () => {
  it('groups the results by kind, links each to its details page, and pages each group on its own', async () => {
    const user = userEvent.setup();
    renderApp('/search?q=ankara');
    const posts = await screen.findByRole('region', { name: 'Posts (7)' });
    expect(within(posts).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Ankara wrapper' })).toHaveAttribute(
      'href',
      '/marketdetailsPage/21',
    );
    expect(screen.getByRole('link', { name: 'Ankara sewing class' })).toHaveAttribute('href', '/training/31');
    // groups with nothing are left out
    expect(screen.queryByRole('region', { name: /^People/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More products' })).not.toBeInTheDocument();
    await user.click(within(posts).getByRole('button', { name: 'More posts' }));
    await waitFor(() => expect(within(posts).getAllByRole('link')).toHaveLength(7));
    expect(within(posts).queryByRole('button', { name: 'More posts' })).not.toBeInTheDocument();
    // the page's own box holds the query
    expect(screen.getAllByRole('searchbox', { name: 'Search the portal' }).at(-1)).toHaveValue('ankara');
  });

  it('says so when nothing matches, and asks for a query when there is none', async () => {
    const { router } = renderApp('/search?q=zzzz');
    expect(await screen.findByText(/Nothing found for “zzzz”/)).toBeInTheDocument();
    await router.navigate('/search');
    expect(await screen.findByText('Type a name or a word to search the portal.')).toBeInTheDocument();
  });

  it('shows a total at the cap a search counts to as "1,000+"', async () => {
    const groups = searchGroupsOf('ankara').map((group) =>
      group.kind === 'posts'
        ? { ...group, meta: { ...group.meta, total: SEARCH_TOTAL_MAX, pages: 200 } }
        : group,
    );
    server.use(http.get(apiUrl('/prop/public/search'), () => okEnvelope({ q: 'ankara', groups })));
    renderApp('/search?q=ankara');
    expect(await screen.findByRole('region', { name: 'Posts (1,000+)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Products (1)' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the search fails', async () => {
    server.use(http.get(apiUrl('/prop/public/search'), () => errorEnvelope(500, 'Server error')));
    renderApp('/search?q=ankara');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('is not available on a host without the capability', async () => {
    renderApp('/search?q=ankara', { features: [] });
    expect(await screen.findByText('This is not available on this portal.')).toBeInTheDocument();
  });
});

describe('search adapter', () => {
  it('keeps known groups and complete hits, and fills paging a foreign host leaves out', () => {
    const groups = toSearchGroups({
      data: {
        groups: [
          {
            kind: 'posts',
            items: [
              { kind: 'posts', id: 3, title: 'A' },
              { kind: 'posts', title: 'no id' },
            ],
          },
          { kind: 'users', items: [] },
        ],
      },
    });
    expect(groups).toEqual([
      {
        kind: 'posts',
        items: [{ kind: 'posts', id: 3, title: 'A', subtitle: null, person: null, created_at: '' }],
        meta: { page: 1, limit: 1, total: 1, pages: 1 },
      },
    ]);
    expect(toSearchGroups(null)).toEqual([]);
  });
});
