// Your Profile and public profiles: every state, with the real store and route table and MSW for the network.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { resetSkills } from '@/testing/mocks/handlers/skills';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 }); // lazy pages and modals load on first use
beforeEach(() => resetSkills());

describe('/profilepage', () => {
  it('shows the creative profile fields, skills, posts and cards', async () => {
    seedSession('user');
    renderApp('/profilepage');
    await findPageHeading('Your Profile');
    expect(await screen.findByRole('heading', { name: 'Ada Obi' })).toBeInTheDocument();
    expect(screen.getByText('Tailor from Lagos.')).toBeInTheDocument();
    expect(screen.getByText('NIN ending 1234')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Support needs' })).toHaveTextContent(
      'Funding: A sewing machine',
    );
    expect(screen.getByText('New agbada')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Your skills' })).toHaveTextContent('Photography');
    // No sample contact persons: the spec has none for a creative (issue 13).
    expect(screen.queryByRole('region', { name: 'Contact persons' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Business Profile' })).toHaveAttribute(
      'href',
      '/businessProfile',
    );
    expect(screen.getByLabelText('Open to')).toHaveValue('full time');
  });

  it('signs the user out on a 403', async () => {
    seedSession('user');
    server.use(http.get(apiUrl('/prop/users/profile'), () => errorEnvelope(403, 'Forbidden')));
    const { router, store } = renderApp('/profilepage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows the server message or the fallback, with Retry', async () => {
    seedSession('user');
    server.use(http.get(apiUrl('/prop/users/profile'), () => new Response(null, { status: 500 })));
    renderApp('/profilepage');
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('edits information with dependent selects and says profile updated', async () => {
    seedSession('user');
    let sent: Record<string, unknown> = {};
    server.use(
      http.put(apiUrl('/prop/users/edit_profile'), async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return Response.json({ status: true, message: 'profile updated', data: sent });
      }),
    );
    const { user } = renderApp('/profilepage');
    await user.click(await screen.findByRole('button', { name: 'Edit My Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Information' });
    const category = await within(dialog).findByLabelText('Category');
    expect(category).toHaveValue('Tailoring');
    await user.selectOptions(within(dialog).getByLabelText('Industry / expertise'), 'Music');
    expect(category).toHaveValue('');
    await user.selectOptions(category, 'Songwriting');
    await user.selectOptions(within(dialog).getByLabelText('State of origin'), 'Kano');
    await user.selectOptions(within(dialog).getByLabelText('LGA of origin'), 'Fagge');
    await user.click(within(dialog).getByLabelText('Training'));
    await user.type(within(dialog).getByLabelText(/What skills would you like/), 'Mixing');
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText('First name'), 'Adaeze');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    expect(sent).toMatchObject({
      first_name: 'Adaeze',
      expertise: 'Music',
      category: 'Songwriting',
      origin_state: 'Kano',
      lga_origin: 'Fagge',
      need_training: true,
      detail_training: 'Mixing',
      need_funding: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a skill (Other with free text) and deletes one at once', async () => {
    seedSession('user');
    const { user } = renderApp('/profilepage');
    const list = await screen.findByRole('list', { name: 'Your skills' });
    await user.selectOptions(screen.getByLabelText('Add a skill'), 'Other');
    await user.type(screen.getByLabelText('Other skill'), 'Adire dyeing');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(await screen.findByText('Skills updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveTextContent('Adire dyeing'));
    await user.click(screen.getByRole('button', { name: 'Delete skill Photography' }));
    expect(within(list).queryByText('Photography')).not.toBeInTheDocument();
    expect(await screen.findByText('Skill deleted successfully!')).toBeInTheDocument();
  });

  it('uploads a cover with progress and success, refuses a wrong type and shows a server failure', async () => {
    seedSession('user');
    const { user } = renderApp('/profilepage');
    const cover = await screen.findByLabelText('Upload cover image');
    await user.upload(cover, new File([new Uint8Array([137, 80, 78, 71])], 'c.png', { type: 'image/png' }));
    expect(await screen.findByText('cover image updated')).toBeInTheDocument();
    // The bar shows only while the upload runs: none stays behind at 100% (issue 13).
    await waitFor(() =>
      expect(
        screen.queryByRole('progressbar', { name: 'Cover image upload progress' }),
      ).not.toBeInTheDocument(),
    );

    fireEvent.change(cover, { target: { files: [new File(['x'], 'c.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('The cover image must be a PNG file.')).toBeInTheDocument();

    server.use(
      http.put(apiUrl('/prop/account/profile_image'), () =>
        errorEnvelope(415, 'The profile image must be a PNG or JPEG file.'),
      ),
    );
    await user.upload(
      screen.getByLabelText('Upload profile image'),
      new File(['x'], 'p.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('The profile image must be a PNG or JPEG file.')).toBeInTheDocument();
  });

  it('shows awaiting approval for a partner not yet approved', async () => {
    seedSession('partner');
    renderApp('/profilepage');
    expect(await screen.findByText('Your partner account is awaiting approval.')).toBeInTheDocument();
    expect(screen.getByText('Bola Ade')).toBeInTheDocument();
  });

  it('loads a business profile for a business account', async () => {
    seedSession('business');
    renderApp('/profilepage');
    expect(await screen.findByRole('heading', { name: 'Ankara House' })).toBeInTheDocument();
    expect(screen.getByText('Ankara House Ltd')).toBeInTheDocument();
  });
});

describe('public profiles', () => {
  it('loads /profile/{id} by id alone, without admin fields', async () => {
    renderApp('/profile/7');
    expect(await findPageHeading('Ada Obi')).toBeInTheDocument();
    expect(screen.getByText('Fashion · Tailoring')).toBeInTheDocument();
    expect(screen.getByText('Ikeja, Lagos')).toBeInTheDocument();
    expect(screen.getByText('Tailoring', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('New agbada')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin details' })).not.toBeInTheDocument();
  });

  it('shows the admin fields and the experience panel to an admin', async () => {
    seedSession('admin');
    renderApp('/publicProfile/7');
    expect(await screen.findByRole('region', { name: 'Admin details' })).toHaveTextContent('+2348012345678');
    expect(screen.getByRole('region', { name: 'Admin details' })).toHaveTextContent('NIN ending 1234');
    expect(screen.getByRole('complementary', { name: 'Experience side panel' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Support needs' })).toHaveTextContent('A sewing machine');
  });

  it('shows a not-found state', async () => {
    renderApp('/profile/999');
    expect(await findPageHeading('Profile not found')).toBeInTheDocument();
  });

  it('shows the server message on another failure, with Retry', async () => {
    server.use(
      http.get(apiUrl('/prop/public/profile/:id'), () => errorEnvelope(500, 'Database unavailable')),
    );
    renderApp('/profile/7');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
