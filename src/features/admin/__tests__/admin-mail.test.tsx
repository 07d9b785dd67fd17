// Mail delivery (/admin/mail, issue 11): counts of queued and failed mail, failed first, then queued with tries, last
// error and next try, paged; admin only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { resetMailRows } from '@/testing/mocks/handlers/admin';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { normaliseMailPage } from '../api/admin-mail-api';

configure({ asyncUtilTimeout: 5000 });
beforeEach(() => {
  resetMailRows();
  seedSession('admin');
});

describe('/admin/mail', () => {
  it('shows the counts and the failed mail first, then the queued mail with tries, last error and next try', async () => {
    const { user } = renderApp('/admin/mail');
    await findPageHeading('Mail delivery');
    expect(await screen.findByText('23 queued, 1 failed, 1 sent in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Failed (1)' })).toHaveAttribute('aria-current', 'page');
    const failed = (await screen.findByRole('rowheader', { name: 'ada@example.com' })).closest('tr')!;
    expect(within(failed).getByText('Your verification code')).toBeInTheDocument();
    expect(within(failed).getByText('30')).toBeInTheDocument();
    expect(within(failed).getByText('Greeting never received')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Failed at' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Queued (23)' }));
    const queued = (await screen.findByRole('rowheader', { name: 'wait1@example.com' })).closest('tr')!;
    expect(within(queued).getByText('Connection timeout')).toBeInTheDocument();
    expect(within(queued).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Next try' })).toBeInTheDocument();
    // 24 Nov 2026, 10:30 in Lagos (09:30 UTC).
    expect(within(queued).getByText(/24 Nov 2026.*10:30/)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'wait21@example.com' })).toBeInTheDocument();
  });

  it('says so when nothing failed', async () => {
    server.use(
      http.get(apiUrl('/prop/admin/mail'), () =>
        HttpResponse.json({
          status: true,
          message: 'ok',
          data: [],
          counts: { queued: 0, failed: 0, sent: 4 },
        }),
      ),
    );
    renderApp('/admin/mail');
    expect(await screen.findByText('No failed mail.')).toBeInTheDocument();
    expect(screen.getByText('0 queued, 0 failed, 4 sent in the last 30 days.')).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    server.use(
      http.get(apiUrl('/prop/admin/mail'), () =>
        HttpResponse.json({ status: false, message: 'The database is unreachable.' }, { status: 503 }),
      ),
    );
    renderApp('/admin/mail');
    expect(await screen.findByText('The database is unreachable.')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    seedSession('user');
    const { router } = renderApp('/admin/mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('reads a partial answer tolerantly', () => {
    expect(normaliseMailPage({ data: [{ id: 3, recipient: 'x@y.z' }] })).toEqual({
      items: [
        {
          id: 3,
          recipient: 'x@y.z',
          subject: '',
          status: 'queued',
          attempts: 0,
          last_error: null,
          next_attempt_at: null,
          created_at: '',
          sent_at: null,
          failed_at: null,
        },
      ],
      counts: { queued: 0, failed: 0, sent: 0 },
      total: 1,
      pages: 1,
    });
  });
});
