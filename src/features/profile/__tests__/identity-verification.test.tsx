// The business's "Verify your identity" card: BVN or NIN, 11 digits, POST /prop/business/verification.
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { demoBusinessProfile } from '@/testing/mocks/handlers/profiles';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

configure({ asyncUtilTimeout: 8000 });

async function openCard() {
  seedSession('business');
  const view = renderApp('/profilepage');
  const card = await screen.findByRole('region', { name: 'Verify your identity' });
  return { ...view, card };
}

describe('business identity verification', () => {
  it('validates, posts { id, verification_type, identification_number } and shows the server message', async () => {
    const bodies: unknown[] = [];
    let verified = false;
    server.use(
      http.post(apiUrl('/prop/business/verification'), async ({ request }) => {
        bodies.push(await request.json());
        verified = true;
        return okEnvelope({ verification_type: 'NIN', identity_last4: '7890' }, 'Verification successful');
      }),
      http.get(apiUrl('/prop/business-info/profile'), () =>
        okEnvelope(
          verified
            ? { ...demoBusinessProfile, verification_type: 'NIN', identity_last4: '7890' }
            : demoBusinessProfile,
          'Profile retrieved',
        ),
      ),
    );
    const { user, card } = await openCard();
    expect(within(card).getByText(/Not verified yet\./)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText('Please choose BVN or NIN.')).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(within(card).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(
      within(card).getByRole('link', { name: 'Verification method: Please choose BVN or NIN.' }),
    ).toHaveAttribute('href', `#${within(card).getByLabelText('Verification method').id}`);
    expect(within(card).getByText('The identification number has 11 digits.')).toBeInTheDocument();
    await user.selectOptions(within(card).getByLabelText('Verification method'), 'NIN');
    await user.type(within(card).getByLabelText('Identification number'), '1234567');
    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText('The identification number has 11 digits.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(within(card).getByLabelText('Identification number'), '7890');
    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText('Verification successful')).toBeInTheDocument();
    expect(bodies).toEqual([
      { id: demoBusinessProfile.id, verification_type: 'NIN', identification_number: '12345677890' },
    ]);
    expect(within(card).getByLabelText('Identification number')).toHaveValue('');
    expect(await within(card).findByText(/Verified: NIN ending 7890\./)).toBeInTheDocument();
  });

  it("shows the server's refusal, or the spec's fallback when there is none", async () => {
    server.use(
      http.post(apiUrl('/prop/business/verification'), () =>
        errorEnvelope(409, 'This identification number is already linked to another account.'),
      ),
    );
    const { user, card } = await openCard();
    await user.selectOptions(within(card).getByLabelText('Verification method'), 'BVN');
    await user.type(within(card).getByLabelText('Identification number'), '22345678901');
    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This identification number is already linked to another account.',
    );
    server.use(http.post(apiUrl('/prop/business/verification'), () => HttpResponse.error()));
    await user.type(within(card).getByLabelText('Identification number'), '{Backspace}1');
    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await within(card).findByText('An error occurred while verifying the user.')).toBeInTheDocument();
  });

  it('is not offered to creatives', async () => {
    seedSession('user');
    renderApp('/profilepage');
    await screen.findByRole('button', { name: 'Edit My Information' });
    expect(screen.queryByRole('region', { name: 'Verify your identity' })).toBeNull();
  });
});
