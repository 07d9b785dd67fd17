// Admin directory and admin profile: tabs and counts, account states, row actions (View Details, Approve only for a
// partner with an industry, Delete after confirmation, BlackList), PATCH->GET approve fallback, admin-only access.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { setViewportWidth } from '@/testing/match-media';
import { adminRows, resetAdminRows } from '@/testing/mocks/handlers/admin';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { accountState } from '../components/account-state';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  resetAdminRows();
  seedSession('admin');
});

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;
/** The menu a toggle opens (rendered on the body, labelled by its toggle; menus opened before stay mounted). */
const menuOf = (toggle: HTMLElement) =>
  document.querySelector<HTMLElement>(`[aria-labelledby="${toggle.id}"]`)!;

describe('account state (spec section 4)', () => {
  it('is blocked, active, private/public by status, otherwise inactive', () => {
    expect(accountState({ is_blacklisted: true, is_activated: true })).toBe('blocked');
    expect(accountState({ is_activated: true, status: 'private' })).toBe('active');
    expect(accountState({ is_activated: false, status: 'private' })).toBe('private');
    expect(accountState({ status: 'public' })).toBe('public');
    expect(accountState({})).toBe('inactive');
  });
});

describe('/admin-dashboard', () => {
  it('lists 10 per page with tabs, counts and states; paging lives in the URL', async () => {
    const { user, router } = renderApp('/admin-dashboard');
    await findPageHeading('Admin Directory');
    expect(await screen.findByRole('button', { name: 'Creatives (12)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Businesses (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partners (2)' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(await rowOf('Ada1 Obi')).getByText('active')).toBeInTheDocument();
    expect(within(await rowOf('Ada2 Obi')).getByText('blocked')).toBeInTheDocument();
    expect(within(await rowOf('Ada3 Obi')).getByText('private')).toBeInTheDocument();
    expect(within(await rowOf('Ada5 Obi')).getByText('inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Ada11 Obi' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('page=2');
  });

  it('shows Approve only for a partner with an industry, and approves', async () => {
    const { user } = renderApp('/admin-dashboard?tab=partner');
    await user.click(
      within(await rowOf('No Industry Fund')).getByRole('button', { name: 'Actions for No Industry Fund' }),
    );
    expect(await screen.findByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(
      within(await rowOf('Sunrise Trust')).getByRole('button', { name: 'Actions for Sunrise Trust' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('User approved successfully')).toBeInTheDocument();
    expect(adminRows.partner[0].approved).toBe(true);
  });

  it('falls back to GET approve when PATCH answers 405', async () => {
    let viaGet = false;
    server.use(
      http.patch(apiUrl('/prop/admin-partner/:id/approve'), () => new HttpResponse(null, { status: 405 })),
      http.get(apiUrl('/prop/admin-partner/:id/approve'), () => {
        viaGet = true;
        return HttpResponse.json({ status: true, message: 'User approved successfully', data: null });
      }),
    );
    const { user } = renderApp('/admin-dashboard?tab=partner');
    await user.click(
      within(await rowOf('Sunrise Trust')).getByRole('button', { name: 'Actions for Sunrise Trust' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('User approved successfully')).toBeInTheDocument();
    expect(viaGet).toBe(true);
  });

  it('asks for confirmation before deleting', async () => {
    const { user } = renderApp('/admin-dashboard?tab=business');
    await user.click(within(await rowOf('Eko Beats')).getByRole('button', { name: 'Actions for Eko Beats' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adminRows.business).toHaveLength(1);
    await user.click(within(await rowOf('Eko Beats')).getByRole('button', { name: 'Actions for Eko Beats' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete user' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No businesses yet.')).toBeInTheDocument();
  });

  it('blacklists after a confirmation, and unblacklists, from the keyboard-accessible menu', async () => {
    const { user } = renderApp('/admin-dashboard');
    const toggle = within(await rowOf('Ada1 Obi')).getByRole('button', { name: 'Actions for Ada1 Obi' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'BlackList' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist user' });
    await user.click(within(dialog).getByRole('button', { name: 'BlackList' }));
    expect(await screen.findByText('User blacklisted successfully')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('Ada1 Obi')).getByText('blocked')).toBeInTheDocument(),
    );
    const toggle2 = within(await rowOf('Ada2 Obi')).getByRole('button', { name: 'Actions for Ada2 Obi' });
    await user.click(toggle2);
    await user.click(await within(menuOf(toggle2)).findByRole('button', { name: 'Unblacklist' }));
    expect(await screen.findByText('User removed from blacklist successfully')).toBeInTheDocument();
  });

  it('asks before blacklisting, naming the account and what happens; Cancel changes nothing', async () => {
    const { user } = renderApp('/admin-dashboard?tab=partner');
    await user.click(
      within(await rowOf('Sunrise Trust')).getByRole('button', { name: 'Actions for Sunrise Trust' }),
    );
    await user.click(await screen.findByRole('button', { name: 'BlackList' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist user' });
    expect(dialog).toHaveTextContent(
      'Blacklist Sunrise Trust? They are signed out at once and cannot sign in, and their profile and content are hidden from everyone until you unblacklist them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(adminRows.partner[0].is_blacklisted).toBe(false);
    expect(within(await rowOf('Sunrise Trust')).getByText('active')).toBeInTheDocument();
  });

  it('renders the Actions menu outside the scroll box, so a short table cannot clip it', async () => {
    const { user } = renderApp('/admin-dashboard?tab=business');
    const row = await rowOf('Eko Beats');
    await user.click(within(row).getByRole('button', { name: 'Actions for Eko Beats' }));
    const item = await screen.findByRole('button', { name: 'BlackList' });
    expect(item.closest('.table-responsive')).toBeNull();
    expect(row.closest('.table-responsive')).not.toBeNull();
  });

  it('lists cards, not a table, on a phone', async () => {
    setViewportWidth(390);
    const { user } = renderApp('/admin-dashboard?tab=business');
    const list = await screen.findByRole('list', { name: 'Businesses' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Eko Beats' })).toBeInTheDocument();
    expect(within(card).getByText('eko@example.com')).toHaveClass('text-break');
    expect(card).toHaveTextContent('business');
    expect(card).toHaveTextContent('active');
    await user.click(within(card).getByRole('button', { name: 'Actions for Eko Beats' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete user' })).toHaveTextContent('Delete Eko Beats?');
  });

  it('View Details opens /profile/{id} carrying the profile and the admin flag', async () => {
    server.use(
      http.get(apiUrl('/prop/public/profile/:id'), () =>
        HttpResponse.json({ status: false, message: 'x' }, { status: 404 }),
      ),
    );
    const { user, router } = renderApp('/admin-dashboard');
    await user.click(within(await rowOf('Ada1 Obi')).getByRole('button', { name: 'Actions for Ada1 Obi' }));
    await user.click(await screen.findByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/10'));
    expect(router.state.location.state).toMatchObject({ admin: true, type: 'creative', profile: { id: 10 } });
    expect(await findPageHeading('Ada1 Obi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Admin details' })).toHaveTextContent('ada1@example.com');
  });

  it("shows 'Error loading data' or the server message, with Retry", async () => {
    server.use(http.get(apiUrl('/prop/admin-creative'), () => new HttpResponse(null, { status: 500 })));
    renderApp('/admin-dashboard');
    expect(await screen.findByText('Error loading data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends a non-admin to /login', async () => {
    window.localStorage.clear();
    seedSession('user');
    const { router } = renderApp('/admin-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/adminprofile/{refId}', () => {
  it('shows the EXPERIENCE and BlackList Creator cards and blacklists', async () => {
    const { user } = renderApp('/adminprofile/10');
    await findPageHeading('Profile Details');
    expect(await screen.findByRole('heading', { name: 'EXPERIENCE' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Experience' })).toHaveTextContent('Fashion');
    const card = screen.getByRole('region', { name: 'BlackList Creator' });
    await user.click(within(card).getByRole('button', { name: 'BlackList' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklist user' });
    expect(dialog).toHaveTextContent('Blacklist Ada1 Obi? They are signed out at once');
    expect(adminRows.creative[0].is_blacklisted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'BlackList' }));
    expect(await screen.findByText('User blacklisted successfully')).toBeInTheDocument();
    expect(adminRows.creative[0].is_blacklisted).toBe(true);
  });

  it('loads a business when the user type passed says so, and shows not found otherwise', async () => {
    const { router } = renderApp('/adminprofile/50');
    expect(await screen.findByText('User not found.')).toBeInTheDocument();
    await router.navigate('/adminprofile/50', { state: { userType: 'business' } });
    expect(await screen.findByRole('heading', { name: 'Eko Beats' })).toBeInTheDocument();
  });

  it('loads a business from ?type=business alone (a deep link without route state)', async () => {
    renderApp('/adminprofile/50?type=business');
    expect(await screen.findByRole('heading', { name: 'Eko Beats' })).toBeInTheDocument();
  });

  it.each([
    ['creative', '/admin-dashboard', 'Ada1 Obi', '/adminprofile/10', 'Ada1 Obi'],
    ['business', '/admin-dashboard?tab=business', 'Eko Beats', '/adminprofile/50', 'Eko Beats'],
  ])(
    'the %s row action Admin Profile opens it with the type in state and URL',
    async (kind, from, row, path, heading) => {
      const { user, router } = renderApp(from);
      await user.click(within(await rowOf(row)).getByRole('button', { name: `Actions for ${row}` }));
      await user.click(await screen.findByRole('button', { name: 'Admin Profile' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(router.state.location.search).toBe(`?type=${kind}`);
      expect(router.state.location.state).toEqual({ userType: kind });
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'BlackList Creator' })).toBeInTheDocument();
    },
  );

  it('offers no Admin Profile for partners', async () => {
    const { user } = renderApp('/admin-dashboard?tab=partner');
    await user.click(
      within(await rowOf('Sunrise Trust')).getByRole('button', { name: 'Actions for Sunrise Trust' }),
    );
    expect(await screen.findByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Profile' })).toBeNull();
  });
});
