// Issue 13's profile defects, as the portal shows them: residence and origin each as a labelled "LGA, State"
// pair, one Skills card, the partner's Edit, no sample contact, and a refused upload that leaves no preview and
// no progress bar behind.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyProfile } from '@contract/profiles';
import { seedSession } from '@/testing/generators';
import { demoCreativeProfile, demoPartnerProfile } from '@/testing/mocks/handlers/profiles';
import { resetSkills } from '@/testing/mocks/handlers/skills';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  resetSkills();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** Lives in Ikeja, Lagos; comes from Aguata, Anambra. */
const movedCreative: AnyProfile = {
  ...demoCreativeProfile,
  lga_residence: 'Ikeja',
  residence_state: 'Lagos',
  lga_origin: 'Aguata',
  origin_state: 'Anambra',
};

/** The value beside a label in the first description list that has it. */
function placeBeside(container: HTMLElement, label: string): string | null | undefined {
  return within(container).getAllByText(label, { selector: 'dt' })[0].nextElementSibling?.textContent;
}

describe('residence and origin', () => {
  it('shows each as a labelled LGA, State pair on a public profile, never the LGA of origin with the state of residence', async () => {
    server.use(
      http.get(apiUrl('/prop/public/profile/:id'), () =>
        okEnvelope({ type: 'creative', profile: movedCreative }, 'Profile retrieved'),
      ),
    );
    renderApp('/profile/7');
    await findPageHeading('Ada Obi');
    expect(placeBeside(document.body, 'Residence')).toBe('Ikeja, Lagos');
    expect(placeBeside(document.body, 'Origin')).toBe('Aguata, Anambra');
    expect(screen.queryByText(/Aguata, Lagos/)).not.toBeInTheDocument();
  });

  it('shows the pairs on Your Profile and edits the LGA of residence under the state of residence', async () => {
    seedSession('user');
    let sent: AnyProfile = {};
    server.use(
      http.get(apiUrl('/prop/users/profile'), () => okEnvelope(movedCreative, 'Profile retrieved')),
      http.put(apiUrl('/prop/users/edit_profile'), async ({ request }) => {
        sent = (await request.json()) as AnyProfile;
        return okEnvelope({ ...movedCreative, ...sent }, 'profile updated');
      }),
    );
    const { user } = renderApp('/profilepage');
    const info = await screen.findByRole('region', { name: 'Your information' });
    expect(placeBeside(info, 'Residence')).toBe('Ikeja, Lagos');
    expect(placeBeside(info, 'Origin')).toBe('Aguata, Anambra');
    expect(screen.queryByText(/Aguata, Lagos/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit My Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Information' });
    const lga = await within(dialog).findByLabelText('LGA of residence');
    expect(lga).toHaveValue('Ikeja');
    await user.selectOptions(within(dialog).getByLabelText('State of residence'), 'Kano');
    expect(lga).toHaveValue('');
    await user.selectOptions(lga, 'Fagge');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    expect(sent).toMatchObject({
      residence_state: 'Kano',
      lga_residence: 'Fagge',
      lga_origin: 'Aguata',
      origin_state: 'Anambra',
    });
  });
});

describe('own-profile cards', () => {
  it('shows no sample contact on a creative or business profile', async () => {
    seedSession('user');
    const creative = renderApp('/profilepage');
    await screen.findByRole('heading', { name: 'Ada Obi' });
    expect(screen.queryByRole('region', { name: 'Contact persons' })).not.toBeInTheDocument();
    expect(screen.queryByText(/contact@example.com|Sample contact/)).not.toBeInTheDocument();
    creative.unmount();

    seedSession('business');
    renderApp('/profilepage');
    await screen.findByRole('heading', { name: 'Ankara House' });
    expect(screen.queryByText(/contact@example.com|Sample contact/)).not.toBeInTheDocument();
  });

  it('gives a business one Skills card', async () => {
    seedSession('business');
    renderApp('/profilepage');
    await screen.findByRole('heading', { name: 'Ankara House' });
    expect(screen.getAllByRole('heading', { name: 'Skills' })).toHaveLength(1);
  });

  it('shows a partner its real contact person, no Skills card, and an Edit that saves the partner profile', async () => {
    seedSession('partner');
    let sent: AnyProfile = {};
    let stored: AnyProfile = { ...demoPartnerProfile };
    server.use(
      http.get(apiUrl('/prop/public/partner'), () => okEnvelope(stored, 'Profile retrieved')),
      http.put(apiUrl('/prop/partner-info/edit_profile'), async ({ request }) => {
        sent = (await request.json()) as AnyProfile;
        stored = { ...stored, ...sent };
        return okEnvelope(stored, 'profile updated');
      }),
    );
    const { user } = renderApp('/profilepage');
    await findPageHeading('Your Profile');
    const contact = await screen.findByRole('region', { name: 'Contact person' });
    expect(contact).toHaveTextContent('Bola Ade');
    expect(contact).toHaveTextContent('bola@example.com');
    expect(contact).toHaveTextContent('+2348000000000');
    expect(screen.queryByText(/Sample contact/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Skills' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit My Information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit My Information' });
    const name = await within(dialog).findByLabelText('Organization Name');
    expect(name).toHaveValue('Arts Fund');
    expect(within(dialog).getByLabelText('Organization Sector')).toHaveValue('Non-profit');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Organization name is required.')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Organization name is required.' })).toHaveAttribute(
      'href',
      `#${name.id}`,
    );
    await user.type(name, 'Arts Fund Nigeria');
    const contactName = within(dialog).getByLabelText('Contact Name');
    await user.clear(contactName);
    await user.type(contactName, 'Chidi Eze');
    await user.selectOptions(within(dialog).getByLabelText('Partner type'), 'sponsor');
    await user.type(within(dialog).getByLabelText('Goal'), 'Fund 20 studios.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('profile updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject({
      name: 'Arts Fund Nigeria',
      user_name: 'Chidi Eze',
      partner_type: 'sponsor',
      goals: 'Fund 20 studios.',
      user_email: 'bola@example.com',
    });
    expect(await screen.findByRole('region', { name: 'Contact person' })).toHaveTextContent('Chidi Eze');
  });
});

describe('a refused cover upload', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
  const preview = () => screen.queryByRole('img', { name: 'Selected image preview' });
  const bar = () => screen.queryByRole('progressbar', { name: 'Cover image upload progress' });
  /** The upload's own message (the success toast is an alert too). */
  const INLINE_ALERT = 'p[role="alert"]';

  it('clears the preview and the progress bar and shows the server error', async () => {
    seedSession('user');
    let answer: () => Response = () =>
      okEnvelope({ cover_photo: '/uploads/cover.png' }, 'cover image updated');
    server.use(http.put(apiUrl('/prop/account/profile_image'), () => answer()));
    const { user } = renderApp('/profilepage');
    const input = await screen.findByLabelText('Upload cover image');
    // A success first: the bar does not stay behind at 100%.
    await user.upload(input, png());
    expect(await screen.findByText('cover image updated')).toBeInTheDocument();
    await waitFor(() => expect(bar()).not.toBeInTheDocument());

    answer = () => errorEnvelope(415, 'The cover image must be a PNG file.');
    await user.upload(input, png());
    expect(
      await screen.findByText('The cover image must be a PNG file.', { selector: INLINE_ALERT }),
    ).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });

  it('clears the preview and the progress bar when the upload fails on the way', async () => {
    seedSession('user');
    server.use(http.put(apiUrl('/prop/account/profile_image'), () => HttpResponse.error()));
    const { user } = renderApp('/profilepage');
    await user.upload(await screen.findByLabelText('Upload cover image'), png());
    expect(
      await screen.findByText('The image could not be uploaded. Please try again.', {
        selector: INLINE_ALERT,
      }),
    ).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type on the client the same way', async () => {
    seedSession('user');
    renderApp('/profilepage');
    // fireEvent: user.upload would drop a file the input's accept refuses, as a browser's picker hides it.
    fireEvent.change(await screen.findByLabelText('Upload cover image'), {
      target: { files: [new File(['x'], 'cover.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText('The cover image must be a PNG file.', { selector: INLINE_ALERT }),
    ).toBeInTheDocument();
    expect(preview()).not.toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });
});
