// Business pages: empty state, Add a Business modal (creates and closes), the business view and the add page.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { ownedBusinesses } from '@/testing/mocks/handlers/profiles';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => ownedBusinesses.splice(0));

describe('business pages', () => {
  it('shows No Business Added, then adds one in the modal which closes on save', async () => {
    seedSession('user');
    const { user } = renderApp('/businessProfile');
    await findPageHeading('Your Business Profile');
    expect(await screen.findByText('No Business Added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Business' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Business name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Business name'), 'Adire Studio');
    expect(within(dialog).getByLabelText('Area')).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Sector'), 'Fashion');
    await user.selectOptions(within(dialog).getByLabelText('Area'), 'Tailoring');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Adire Studio' })).toBeInTheDocument();
    expect(ownedBusinesses[0]).toMatchObject({ name: 'Adire Studio', sector: 'Fashion', area: 'Tailoring' });
  });

  it.each(['partner', 'admin'] as const)(
    'shows a %s No Business Added without an Add button that would fail',
    async (kind) => {
      seedSession(kind);
      renderApp('/businessProfile');
      await findPageHeading('Your Business Profile');
      expect(await screen.findByText('No Business Added')).toBeInTheDocument();
      expect(screen.getByText('Businesses are added by creative and business accounts.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add a Business' })).toBeNull();
    },
  );

  it('shows a business account its own business first, never No Business Added about itself', async () => {
    seedSession('business');
    const { user } = renderApp('/businessProfile');
    await findPageHeading('Your Business Profile');
    const list = await screen.findByRole('list', { name: 'Your businesses' });
    expect(await within(list).findByRole('heading', { name: 'Ankara House' })).toBeInTheDocument();
    expect(within(list).getByText('Fashion · Tailoring')).toBeInTheDocument();
    expect(screen.queryByText('No Business Added')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Business' });
    await user.type(await within(dialog).findByLabelText('Business name'), 'Ankara Prints');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByRole('heading', { name: 'Ankara Prints' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Ankara House' })).toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    seedSession('user');
    server.use(http.get(apiUrl('/prop/business-info/mine'), () => errorEnvelope(500, 'Service unavailable')));
    renderApp('/businessProfile');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a business account its own business on /bussinesspage', async () => {
    seedSession('business');
    renderApp('/bussinesspage');
    expect(await screen.findByRole('heading', { name: 'Ankara House' })).toBeInTheDocument();
  });

  it('shows the first business a creative runs on /bussinesspage, or No Business Added', async () => {
    seedSession('user');
    renderApp('/bussinesspage');
    expect(await screen.findByText('No Business Added')).toBeInTheDocument();
  });

  it('serves the add form as a page on /addbusiness and returns to the list after saving', async () => {
    seedSession('user');
    const { user, router } = renderApp('/addbusiness');
    await findPageHeading('Add a Business');
    await user.type(await screen.findByLabelText('Business name'), 'Kano Crafts');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/businessProfile'));
    expect(await screen.findByRole('heading', { name: 'Kano Crafts' })).toBeInTheDocument();
  });
});
