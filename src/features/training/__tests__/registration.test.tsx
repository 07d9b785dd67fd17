// Training registration on the details page (issue 33): seats and deadline, Register / Join the waiting list /
// Cancel my registration beside the spec's Attend link, signed out to log in and back, the code as text and QR, the
// private joining link; the partner's check-in screen and list; a host without the extension shows the spec's page.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCreative, makePartner, seedSession } from '@/testing/generators';
import { makeEvent, mockEvents } from '@/testing/mocks/handlers/events';
import { makeOwnRegistration, makeRegistrant } from '@/testing/mocks/handlers/registrations';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { groupMyTrainings } from '../components/my-trainings';
import { registrationClosed } from '../components/registration-panel';
import { qrPath } from '../components/registration-code';
import type { EventItem } from '@contract/events';
import type { MyTraining } from '@contract/training';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and panels may take seconds

const FUTURE = '2099-12-01T08:00:00.000Z';

/** Serves training 1 with `overrides` (a future start by default). */
function serveTraining(overrides: Partial<EventItem> = {}) {
  const item = makeEvent(1, { starts_at: FUTURE, capacity: 10, seats_left: 3, ...overrides });
  server.use(http.get(apiUrl('/prop/event/1'), () => okEnvelope({ data: item }, 'Event')));
  return item;
}

describe('the details page, signed out', () => {
  it('shows seats left and the deadline, keeps the Attend link, and Register goes to log in and back', async () => {
    serveTraining({ registration_deadline: '2099-11-30T17:00:00.000Z' });
    const { user, router } = renderApp('/training/1');
    await findPageHeading('Training Details');
    expect(await screen.findByText('3 of 10')).toBeInTheDocument();
    expect(screen.getByText('Register by')).toBeInTheDocument();
    expect(screen.getByText(/30.*Nov.*2099|2099.*11.*30/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Attend/ })).toHaveAttribute('href', mockEvents[0].link);
    await user.click(screen.getByRole('link', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Ftraining%2F1');
  });

  it('offers the waiting list when full, and says registration has closed after the deadline', async () => {
    serveTraining({ seats_left: 0 });
    const first = renderApp('/training/1');
    expect(await screen.findByRole('link', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(screen.getByText('Full: new registrations join the waiting list')).toBeInTheDocument();
    first.unmount();
    serveTraining({ registration_deadline: '2020-01-01T00:00:00.000Z' });
    renderApp('/training/1');
    expect(await screen.findByText('Registration has closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('on a host without training registration: the spec page, no Register, no seats', async () => {
    serveTraining();
    renderApp('/training/1', { features: [] });
    expect(await screen.findByRole('link', { name: /^Attend/ })).toBeInTheDocument();
    expect(screen.queryByText('Seats left')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('the details page, a creative', () => {
  it('registers, then sees the code as text and QR, and the private joining link', async () => {
    seedSession('user', { profile: makeCreative() });
    serveTraining();
    let registered = false;
    server.use(
      http.get(apiUrl('/prop/event/1/registration'), () =>
        okEnvelope(
          registered ? makeOwnRegistration({ join_link: 'https://meet.example/room' }) : null,
          'Your registration',
        ),
      ),
      http.post(apiUrl('/prop/event/1/registration'), () => {
        registered = true;
        return HttpResponse.json(
          { status: true, message: 'You are registered for this training.', data: makeOwnRegistration() },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/training/1');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('registration-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByRole('img', { name: 'QR code of your registration code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /meet\.example\/room/ })).toHaveAttribute(
      'href',
      'https://meet.example/room',
    );
    expect(screen.getByRole('status')).toHaveTextContent('You are registered for this training.');
  });

  it('on the waiting list: says so, no code; cancelling asks first, then sends DELETE', async () => {
    seedSession('user', { profile: makeCreative() });
    serveTraining({ seats_left: 0 });
    let cancelled = false;
    server.use(
      http.get(apiUrl('/prop/event/1/registration'), () =>
        okEnvelope(cancelled ? null : makeOwnRegistration({ status: 'waitlisted' }), 'Your registration'),
      ),
      http.delete(apiUrl('/prop/event/1/registration'), () => {
        cancelled = true;
        return okEnvelope({}, 'Your registration has been cancelled.');
      }),
    );
    const { user } = renderApp('/training/1');
    expect(await screen.findByText(/You are on the waiting list/)).toBeInTheDocument();
    expect(screen.queryByTestId('registration-code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    expect(cancelled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(cancelled).toBe(true);
  });

  it("shows the server's refusal", async () => {
    seedSession('user', { profile: makeCreative() });
    serveTraining();
    server.use(
      http.post(apiUrl('/prop/event/1/registration'), () =>
        errorEnvelope(409, 'Registration for this training has closed.'),
      ),
    );
    const { user } = renderApp('/training/1');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration for this training has closed.')).toBeInTheDocument();
  });
});

describe('the partner running the training', () => {
  const partner = () => seedSession('partner', { profile: makePartner({ id: 7, approved: true }) });

  it('checks a participant in by code; a second check-in and a wrong code get their answers', async () => {
    partner();
    serveTraining({ location: 'Offline' });
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/prop/event/1/attendance'), async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        if (body.code === 'ABCD2345')
          return okEnvelope(
            { id: 4, name: 'Ngozi Eze', status: 'registered', attended_at: '2099-12-01T08:05:00.000Z' },
            'Checked in.',
          );
        if (body.code === 'TWICE234')
          return HttpResponse.json(
            {
              status: false,
              message: 'This person has already been checked in.',
              data: {
                id: 4,
                name: 'Ngozi Eze',
                status: 'registered',
                attended_at: '2099-12-01T08:05:00.000Z',
              },
            },
            { status: 409 },
          );
        return errorEnvelope(404, 'No registration for this training has this code.');
      }),
    );
    const { user } = renderApp('/training/1');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Check in participants' }));
    const input = await screen.findByLabelText('Registration code');
    const outcome = () => screen.getByTestId('check-in-outcome');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();

    await user.type(input, 'ABCD2345');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('Checked in. Ngozi Eze'));
    expect(outcome()).toHaveClass('alert-success');
    expect(input).toHaveValue('');

    await user.type(input, 'TWICE234{Enter}');
    await waitFor(() => expect(outcome()).toHaveTextContent(/already been checked in\. Ngozi Eze \(/));
    expect(outcome()).toHaveClass('alert-danger');

    await user.clear(input);
    await user.type(input, 'WRONG222{Enter}');
    await waitFor(() =>
      expect(outcome()).toHaveTextContent('No registration for this training has this code.'),
    );
    expect(sent).toEqual([{ code: 'ABCD2345' }, { code: 'TWICE234' }, { code: 'WRONG222' }]);
  });

  it('lists registrants and ticks an online attendee', async () => {
    partner();
    serveTraining({ location: 'Online' });
    const ticks: unknown[] = [];
    server.use(
      http.get(apiUrl('/prop/event/1/registrations'), () =>
        okEnvelope(
          [makeRegistrant(1, { name: 'Ngozi Eze' }), makeRegistrant(2, { status: 'waitlisted' })],
          'Registrations',
        ),
      ),
      http.post(apiUrl('/prop/event/1/attendance'), async ({ request }) => {
        ticks.push(await request.json());
        return okEnvelope(
          { id: 1, name: 'Ngozi Eze', status: 'registered', attended_at: '2099-12-01T08:05:00.000Z' },
          'Checked in.',
        );
      }),
    );
    const { user } = renderApp('/training/1');
    await user.click(await screen.findByRole('button', { name: 'Registrations' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('1 registered, 1 waiting, 0 attended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    // Only registered people can be ticked.
    expect(within(table).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Ngozi Eze attended' }));
    await waitFor(() => expect(ticks).toEqual([{ registration_id: 1, attended: true }]));
  });

  it('another partner sees neither the check-in nor the list', async () => {
    seedSession('partner', { profile: makePartner({ id: 99, approved: true }) });
    serveTraining();
    renderApp('/training/1');
    // The lazy panel has arrived (the partner's tools load in the same boundary).
    expect(await screen.findByText('Seats left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in participants' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('My trainings', () => {
  const line = (id: number, overrides: Partial<MyTraining>): MyTraining => ({
    event_id: id,
    title: `Training ${id}`,
    starts_at: FUTURE,
    date: '2099-12-01',
    time: '09:00',
    location: 'Online',
    address: null,
    state: null,
    join_link: null,
    status: 'registered',
    code: 'ABCD2345',
    attended_at: null,
    ...overrides,
  });

  it('is in the profile menu of a creative, and lists upcoming (with code), waiting and attended trainings', async () => {
    seedSession('user', { profile: makeCreative() });
    server.use(
      http.get(apiUrl('/prop/my-trainings'), () =>
        okEnvelope(
          [
            line(1, { title: 'Lighting', join_link: 'https://meet.example/l' }),
            line(2, { title: 'Sound', status: 'waitlisted', code: 'WAIT2345' }),
            line(3, {
              title: 'Adire',
              starts_at: '2020-01-01T08:00:00.000Z',
              attended_at: '2020-01-01T08:10:00.000Z',
            }),
          ],
          'Your trainings',
        ),
      ),
    );
    const { user, router } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(await screen.findByRole('link', { name: 'My trainings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-trainings'));
    await findPageHeading('My trainings');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/training/1');
    expect(within(upcoming).getByText('ABCD2345')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: /Joining link/ })).toHaveAttribute(
      'href',
      'https://meet.example/l',
    );
    const waiting = screen.getByRole('region', { name: 'Waiting list' });
    expect(within(waiting).getByText('Sound')).toBeInTheDocument();
    expect(within(waiting).queryByText('WAIT2345')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Attended' })).getByText('Adire')).toBeInTheDocument();
    // Attended trainings lead to their certificates (issue 33).
    expect(screen.getByRole('link', { name: 'My certificates' })).toHaveAttribute('href', '/my-certificates');
  });

  it('is not in the menu of a partner', async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(await screen.findByRole('link', { name: 'Setting' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My trainings' })).not.toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('closes registration at the deadline and at the start', () => {
    const item = { ...makeEvent(1), starts_at: '2026-12-01T08:00:00.000Z', registration_deadline: null };
    expect(registrationClosed(item, Date.parse('2026-12-01T07:59:00Z'))).toBe(false);
    expect(registrationClosed(item, Date.parse('2026-12-01T08:00:00Z'))).toBe(true);
    const withDeadline = { ...item, registration_deadline: '2026-11-30T12:00:00.000Z' };
    expect(registrationClosed(withDeadline, Date.parse('2026-11-30T12:00:00Z'))).toBe(false);
    expect(registrationClosed(withDeadline, Date.parse('2026-11-30T12:01:00Z'))).toBe(true);
  });

  it('draws a QR of the code (version 1: 21 modules)', () => {
    const { size, d } = qrPath('ABCD2345');
    expect(size).toBe(21);
    expect(d).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(qrPath('ABCD2346').d).not.toBe(d);
  });

  it('groups My trainings: attended, past, waiting, upcoming', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const line = (id: number, overrides: Partial<MyTraining>): MyTraining => ({
      event_id: id,
      title: `T${id}`,
      starts_at: '2026-12-05T08:00:00.000Z',
      date: '2026-12-05',
      time: '09:00',
      location: 'Online',
      address: null,
      state: null,
      join_link: null,
      status: 'registered',
      code: 'ABCD2345',
      attended_at: null,
      ...overrides,
    });
    const groups = groupMyTrainings(
      [
        line(1, {}),
        line(2, { status: 'waitlisted' }),
        line(3, { starts_at: '2026-11-01T08:00:00.000Z', attended_at: '2026-11-01T08:10:00.000Z' }),
        line(4, { starts_at: '2026-11-01T08:00:00.000Z' }),
      ],
      now,
    );
    expect(
      Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, v.map((t: MyTraining) => t.event_id)])),
    ).toEqual({
      upcoming: [1],
      waiting: [2],
      attended: [3],
      past: [4],
    });
  });
});
