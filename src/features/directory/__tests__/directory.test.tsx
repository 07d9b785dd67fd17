// The public directory: tabs with counts, 10 per page with page/tab/search in the URL, error with Retry, empty.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { normaliseDirectory } from '../api/directory-api';

configure({ asyncUtilTimeout: 5000 });

describe('/directorypage', () => {
  it('shows 10 creatives per page, pages through the URL and links cards to /profile/{id}', async () => {
    const { user, router } = renderApp('/directorypage');
    await findPageHeading('Directory');
    const list = await screen.findByRole('list', { name: 'Creatives' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(within(list).getByRole('link', { name: 'Creative1 Test' })).toHaveAttribute(
      'href',
      '/profile/100',
    );
    expect(within(list).getAllByText('Active')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Creatives (23)' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Creative11 Test' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
    expect(router.state.location.search).toContain('tab=creatives');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    const last = await screen.findByRole('link', { name: 'Creative21 Test' });
    expect(within(last.closest('ul')!).getAllByRole('listitem')).toHaveLength(3);
  });

  it('switches tabs and searches, keeping both in the URL', async () => {
    const { user, router } = renderApp('/directorypage?tab=business&page=1');
    expect(await screen.findByRole('link', { name: 'Shop 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Partners/ }));
    expect(await screen.findByRole('link', { name: 'Arts Fund' })).toBeInTheDocument();
    // The partner type by its label, never the stored value (issue 13).
    expect(screen.getByText('Non-profit · Scholarship provider')).toBeInTheDocument();
    expect(router.state.location.search).toContain('tab=partners');
    await user.type(screen.getByLabelText('Search the directory by name'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No partners match "nobody".')).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=nobody');
  });

  it("shows 'Error loading data' with a Retry that works", async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/prop/public/directory'), () => {
        if (fail) return new Response(null, { status: 500 });
        return Response.json({
          status: true,
          message: 'ok',
          data: { creatives: [{ id: 1, first_name: 'Back', last_name: 'Again' }] },
        });
      }),
    );
    const { user } = renderApp('/directorypage');
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('pages on the client and hides blacklisted entries when the server sends no meta', () => {
    const creatives = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      first_name: `N${i}`,
      is_blacklisted: i === 0,
    }));
    const page = normaliseDirectory({ data: { creatives } }, { tab: 'creatives', page: 2, q: '' });
    expect(page.total).toBe(13);
    expect(page.pages).toBe(2);
    expect(page.items).toHaveLength(3);
  });
});
