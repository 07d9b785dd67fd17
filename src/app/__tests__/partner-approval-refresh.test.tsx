// An admin approves a partner while the partner is signed in: the create cards open without a new login.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePartner, seedSession } from '@/testing/generators';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

describe('partner approval refresh', () => {
  it('enables Create Tool once GET /prop/public/partner says approved, and saves the fresh profile', async () => {
    seedSession('partner', { profile: makePartner({ id: 77, name: 'Arts Trust', approved: false }) });
    server.use(
      http.get(apiUrl('/prop/public/partner'), () =>
        okEnvelope({ id: 77, name: 'Arts Trust', industry: 'Arts', approved: true }, 'Profile retrieved'),
      ),
    );
    const { store } = renderApp('/toolsPage');
    const card = await screen.findByRole('button', { name: /Create Tool/ }, { timeout: 8000 });
    await waitFor(() => expect(card).toBeEnabled(), { timeout: 8000 });
    expect(store.getState().auth.partner).toMatchObject({ id: 77, approved: true });
    expect(JSON.parse(localStorage.getItem('PartnerInfo') ?? '{}')).toMatchObject({ id: 77, approved: true });
  });

  it('refreshes the stored approval from the profile page too', async () => {
    seedSession('partner', { profile: makePartner({ id: 78, approved: false }) });
    server.use(
      http.get(apiUrl('/prop/public/partner'), () =>
        okEnvelope({ id: 78, name: 'Film Fund', approved: true }, 'ok'),
      ),
    );
    const { store } = renderApp('/profilepage');
    await waitFor(() => expect(store.getState().auth.partner).toMatchObject({ approved: true }), {
      timeout: 8000,
    });
  });

  it('leaves other accounts alone (no partner call)', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/prop/public/partner'), () => {
        calls += 1;
        return okEnvelope({}, 'ok');
      }),
    );
    seedSession('user');
    renderApp('/toolsPage');
    await screen.findAllByRole('link', { name: /^View Offer/ }, { timeout: 8000 });
    expect(calls).toBe(0);
  });
});
