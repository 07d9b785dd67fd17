import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/generators';
import { productsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

afterEach(() => vi.restoreAllMocks());

async function openSettings() {
  seedSession('user', { token: 'tok-1' });
  const result = renderApp('/settings');
  await findPageHeading('Settings');
  return result;
}

describe('/settings', () => {
  it('needs a signed-in session', async () => {
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it("change password: the spec's rules and messages, then the server call", async () => {
    let body: unknown = null;
    let auth: string | null = null;
    server.use(
      http.put(apiUrl('/prop/account/password'), async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('authorization');
        return okEnvelope(null, 'Password changed successfully!');
      }),
    );
    const { user } = await openSettings();
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.click(submit);
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    // the error summary takes the focus and links to the first invalid field
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Current password is required.' })).toHaveAttribute(
      'href',
      `#${current.id}`,
    );

    await user.type(current, 'Old@Pass1');
    await user.type(next, 'short');
    await user.click(submit);
    expect(await screen.findByText('Password should be at least 8 characters long.')).toBeInTheDocument();
    expect(next).toHaveAccessibleDescription('Password should be at least 8 characters long.');

    await user.clear(next);
    await user.type(next, 'longenough!');
    await user.click(submit);
    expect(
      await screen.findByText('Password should contain at least one capital letter.'),
    ).toBeInTheDocument();

    await user.clear(next);
    await user.type(next, 'Longenough1');
    await user.click(submit);
    expect(await screen.findByText('Password should contain at least one symbol.')).toBeInTheDocument();

    await user.clear(next);
    await user.type(next, 'New@Pass22');
    await user.type(confirm, 'New@Pass23');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

    await user.clear(confirm);
    await user.type(confirm, 'New@Pass22');
    await user.click(submit);
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(body).toEqual({
      current_password: 'Old@Pass1',
      password: 'New@Pass22',
      confirm_password: 'New@Pass22',
    });
    expect(auth).toBe('tok-1');
    expect(current).toHaveValue('');
  });

  it("change password shows the server's message", async () => {
    server.use(
      http.put(apiUrl('/prop/account/password'), () =>
        errorEnvelope(400, 'Your current password is incorrect.'),
      ),
    );
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current password'), 'Wrong@Pass1');
    await user.type(screen.getByLabelText('New password'), 'New@Pass22');
    await user.type(screen.getByLabelText('Confirm new password'), 'New@Pass22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
  });

  it('sign out of all devices clears storage and goes to /login', async () => {
    let called = false;
    server.use(
      http.post(apiUrl('/prop/account/logout-all'), () => {
        called = true;
        return okEnvelope(null, 'You have been signed out of all devices.');
      }),
    );
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(called).toBe(true);
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBeNull());
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('download my data saves my-data.json from the export', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    server.use(
      http.get(apiUrl('/prop/account/export'), () =>
        okEnvelope(
          { account: { email: 'ada@example.com' }, posts: [{ title: 'Mine' }] },
          'Your data export is ready.',
        ),
      ),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('my-data.json');
    expect(clicks[0].href).toBe('blob:export');
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({
      account: { email: 'ada@example.com' },
      posts: [{ title: 'Mine' }],
    });
  });

  it('download my data shows an error when the export fails', async () => {
    server.use(http.get(apiUrl('/prop/account/export'), () => errorEnvelope(429, 'Too many requests.')));
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });

  it('delete my account: confirmation by password, then storage cleared, / and a toast', async () => {
    let body: unknown = null;
    server.use(
      http.delete(apiUrl('/prop/account'), async ({ request }) => {
        body = await request.json();
        if ((body as { password: string }).password !== 'Right@Pass1')
          return errorEnvelope(400, 'The password is incorrect.');
        return okEnvelope(null, 'Your account has been deleted.');
      }),
    );
    const { user, router } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByText('Enter your password to confirm.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Enter your password to confirm.' })).toHaveAttribute(
      'href',
      `#${within(dialog).getByLabelText('Password').id}`,
    );
    expect(
      within(dialog).getByText('Tick the box to confirm that you want to delete your account.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Password'), 'Wrong@Pass1');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(window.localStorage.getItem('access_token')).toBe('tok-1');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Right@Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBeNull());
    expect(body).toEqual({ password: 'Right@Pass1' });
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it("is reached from the profile dropdown's Setting entry", async () => {
    seedSession('user');
    const { user, router } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('link', { name: 'Setting' }));
    await findPageHeading('Settings');
    expect(router.state.location.pathname).toBe('/settings');
  });
});

describe('/settings: WhatsApp on my products (issue 13)', () => {
  it('shows the saved setting, checks the number and saves it', async () => {
    productsDb.whatsapp = { show: false, number: null };
    const { user } = await openSettings();
    const show = await screen.findByRole('checkbox', { name: 'Show my WhatsApp number on my products' });
    const number = screen.getByLabelText('WhatsApp number');
    const form = show.closest('form')!;
    await user.click(show);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter your WhatsApp number to show it on your products.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(
      within(form).getByRole('link', { name: 'Enter your WhatsApp number to show it on your products.' }),
    ).toHaveAttribute('href', `#${number.id}`);
    await user.type(number, '12345');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter a valid Nigerian phone number.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '0803 555 0101');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(productsDb.whatsapp).toEqual({ show: true, number: '0803 555 0101' }));
  });

  it('is not offered to admins (they do not sell)', async () => {
    seedSession('admin', { token: 'tok-admin' });
    renderApp('/settings');
    await findPageHeading('Settings');
    expect(
      screen.queryByRole('checkbox', { name: 'Show my WhatsApp number on my products' }),
    ).not.toBeInTheDocument();
  });
});
