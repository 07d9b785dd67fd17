// The verify page (/verify/{code}: Valid, Revoked with the reason, an unknown code, the partner's Revoke), My
// certificates (the list, the downloads with the token, the certificate of registration) and Issue certificates on
// a training's page (its partner only).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/generators';
import { certificatesStore, makeCertificate, resetCertificates } from '@/testing/mocks/handlers/certificates';
import { makeEvent, mockEvents } from '@/testing/mocks/handlers/events';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

beforeEach(() => resetCertificates());
afterEach(() => vi.restoreAllMocks());

describe('/verify/{code}', () => {
  it('shows a valid certificate to a signed-out visitor: Valid, the holder in Nigerian letters, the training', async () => {
    certificatesStore.certificates.push(makeCertificate());
    renderApp('/verify/ABCDEFGHIJKLMNOPQRST');
    await findPageHeading('Verify a certificate');
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    expect(screen.getByText('Adéṣọlá Ọ̀ṣọ́fisan')).toBeInTheDocument();
    expect(screen.getByText('Film editing basics')).toBeInTheDocument();
    expect(screen.getByText('Lagos Film Academy')).toBeInTheDocument();
    expect(screen.queryByText('Revoked')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('shows Revoked with the reason, and a deleted holder as "Holder account deleted"', async () => {
    certificatesStore.certificates.push(
      makeCertificate({
        status: 'revoked',
        revoked_at: '2026-11-22T09:00:00.000Z',
        revoked_reason: 'Checked in by mistake',
        holder_name: null,
        holder_deleted: true,
      }),
    );
    renderApp('/verify/ABCDEFGHIJKLMNOPQRST');
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('Checked in by mistake')).toBeInTheDocument();
    expect(screen.getByText('Holder account deleted')).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it('says so for an unknown code', async () => {
    renderApp('/verify/AAAAAAAAAAAAAAAAAAAA');
    expect(
      await screen.findByText(
        'No certificate has this code. Check the address, or ask the holder for the link.',
      ),
    ).toBeInTheDocument();
  });

  it("lets the training's partner revoke it with a reason; the page then says Revoked", async () => {
    certificatesStore.certificates.push(makeCertificate());
    certificatesStore.revocable.push('ABCDEFGHIJKLMNOPQRST');
    seedSession('partner', { token: 'tok-partner' });
    const { user } = renderApp('/verify/ABCDEFGHIJKLMNOPQRST');
    await screen.findByText('Valid');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Please give a reason for the revocation.')).toBeInTheDocument();
    expect(certificatesStore.certificates[0].status).toBe('valid');
    await user.type(screen.getByLabelText('Reason (shown on this page)'), 'Checked in by mistake');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('Checked in by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('is not offered by a host without the feature', async () => {
    certificatesStore.certificates.push(makeCertificate());
    renderApp('/verify/ABCDEFGHIJKLMNOPQRST', { features: [] });
    expect(await screen.findByText('This is not available on this portal.')).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });
});

describe('/my-certificates', () => {
  it('needs a session', async () => {
    const { router } = renderApp('/my-certificates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });

  it('lists the holder’s certificates and downloads the PDF with the token', async () => {
    certificatesStore.certificates.push(makeCertificate());
    certificatesStore.mine.push('ABCDEFGHIJKLMNOPQRST');
    let auth: string | null = null;
    let lang: string | null = null;
    server.use(
      http.get(apiUrl('/prop/certificate/:code/pdf'), ({ request }) => {
        auth = request.headers.get('authorization');
        lang = new URL(request.url).searchParams.get('lang');
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:certificate');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    seedSession('user', { token: 'tok-holder' });
    const { user } = renderApp('/my-certificates');
    await findPageHeading('My certificates');
    const entry = (await screen.findByRole('heading', { name: 'Film editing basics' })).closest('li');
    expect(entry).not.toBeNull();
    expect(within(entry as HTMLElement).getByText('Valid')).toBeInTheDocument();
    expect(within(entry as HTMLElement).getByRole('link', { name: 'Verification page' })).toHaveAttribute(
      'href',
      '/verify/ABCDEFGHIJKLMNOPQRST',
    );
    await user.click(screen.getByRole('button', { name: 'Download the PDF of Film editing basics' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(auth).toBe('tok-holder');
    expect(lang).toBe('en');
  });

  it('gets the certificate of registration, which then joins the list', async () => {
    seedSession('user', { token: 'tok-holder' });
    const { user } = renderApp('/my-certificates');
    expect(
      await screen.findByText(
        'You have no certificates yet. Partners issue them after a training you attended.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my certificate of registration' }));
    expect(
      await screen.findByRole('heading', { name: 'Registration with the Creative Portal', level: 3 }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Get my certificate of registration' }),
    ).not.toBeInTheDocument();
  });
});

describe('Issue certificates on a training page', () => {
  const past = makeEvent(501, { starts_at: '2026-01-10T09:00:00.000Z', title: 'Past training' });
  beforeEach(() => {
    if (!mockEvents.some((e) => e.id === 501)) mockEvents.push(past);
  });

  it("is the training's partner's: it issues and says how many", async () => {
    certificatesStore.issued = { issued: 3, total: 3 };
    seedSession('partner', {
      token: 'tok-partner',
      profile: { id: past.author.id, name: 'Creative Futures' },
    });
    const { user } = renderApp('/training/501');
    const button = await screen.findByRole('button', { name: 'Issue certificates' }, { timeout: 5000 });
    await user.click(button);
    expect(await screen.findByText('3 certificates issued.')).toBeInTheDocument();
  });

  it('is not shown to other members or signed-out visitors', async () => {
    seedSession('user', { token: 'tok-user' });
    renderApp('/training/501');
    expect(
      await screen.findByRole('heading', { name: 'Past training' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Issue certificates' })).not.toBeInTheDocument();
  });
});
