import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCreative, makePartner, seedSession } from '@/testing/generators';
import { mockEvents } from '@/testing/mocks/handlers/events';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { toastLifetimeMs } from '@/testing/timers';
import { toEventBody } from '../components/create-training-form';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and modals may take seconds

const detailLinks = () => screen.queryAllByRole('link', { name: /^View details/ });

async function fillTraining(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement) {
  await user.type(within(scope).getByLabelText('Title'), 'Stage lighting');
  await user.type(within(scope).getByLabelText('Description'), 'A hands-on day');
  await user.type(within(scope).getByLabelText('Link'), 'https://example.com/light');
  await user.selectOptions(within(scope).getByLabelText('Location'), 'Offline');
  await user.type(within(scope).getByLabelText('Date'), '2026-12-05');
  await user.type(within(scope).getByLabelText('Time'), '10:15');
  await user.type(within(scope).getByLabelText('Address'), 'National Theatre, Lagos');
  await user.upload(
    within(scope).getByLabelText('Images'),
    new File(['bmp'], 'poster.bmp', { type: 'image/bmp' }),
  );
}

describe('training list', () => {
  it.each(['/trainingpage', '/trainingPage'])('%s is titled Training with 4 per page', async (path) => {
    const { user, router } = renderApp(path);
    await findPageHeading('Training');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    expect(detailLinks()[0]).toHaveAttribute('href', '/training/1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(detailLinks()).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('pages on the client without meta; empty and error states', async () => {
    server.use(http.get(apiUrl('/prop/event/all'), () => okEnvelope({ data: mockEvents })));
    const first = renderApp('/trainingpage?page=2');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    first.unmount();
    server.use(http.get(apiUrl('/prop/event/all'), () => okEnvelope({ data: [] })));
    const second = renderApp('/trainingpage');
    expect(await screen.findByText('No training found')).toBeInTheDocument();
    second.unmount();
    server.use(http.get(apiUrl('/prop/event/all'), () => errorEnvelope(500, 'boom')));
    renderApp('/trainingpage');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['anonymous', () => {}],
    ['creative', () => seedSession('user', { profile: makeCreative() })],
    ['business', () => seedSession('business')],
  ])('hides the Create a Training card for %s', async (_kind, seed) => {
    seed();
    renderApp('/trainingpage');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /Create a Training/ })).not.toBeInTheDocument();
  });
});

describe('create a training', () => {
  it('requires every field, then posts an ISO timestamp with zero seconds and toasts for 3 s', async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.post('*/upload', () => HttpResponse.json({ status: true, results: '/uploads/t.webp' })),
      http.post(apiUrl('/prop/event'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return okEnvelope({ data: { id: 50, ...posted } }, 'Event successfully created');
      }),
    );
    renderApp('/trainingpage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Create a Training/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Training' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Training' }));
    expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    await fillTraining(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Training' }));
    expect(await screen.findByText('Event successfully created')).toBeInTheDocument();
    expect(posted).toEqual({
      title: 'Stage lighting',
      description: 'A hands-on day',
      link: 'https://example.com/light',
      location: 'Offline',
      date: '2026-12-05T09:15:00.000Z', // 10:15 in Nigeria, whatever the device's zone
      time: '10:15',
      images: ['/uploads/t.webp'],
      address: 'National Theatre, Lagos',
    });
  });

  it("toasts 'Event creation failed' and shows the server's message", async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    server.use(
      http.post('*/upload', () => HttpResponse.json({ status: true, results: '/uploads/t.webp' })),
      http.post(apiUrl('/prop/event'), () => errorEnvelope(403, 'Only approved partners can create events.')),
    );
    const { user } = renderApp('/trainingform');
    await findPageHeading('Create a Training');
    const form = (await screen.findByRole('button', { name: 'Create Training' })).closest('form')!;
    await fillTraining(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create Training' }));
    expect(await screen.findByText('Event creation failed')).toBeInTheDocument();
    expect(toastLifetimeMs('Event creation failed')).toBe(3000);
    expect(screen.getByText('Only approved partners can create events.')).toBeInTheDocument();
  });

  it('accepts only png, jpg, jpeg, gif, bmp and webp images', async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    renderApp('/trainingform');
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Images');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif,.bmp,.webp');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Create Training' }));
    expect(
      await screen.findByText('Images must be PNG, JPG, JPEG, GIF, BMP or WebP files.'),
    ).toBeInTheDocument();
  });

  it('combines date and time into an ISO timestamp with zero seconds', () => {
    const body = toEventBody(
      {
        title: 't',
        description: 'd',
        link: 'https://x.ng',
        location: 'Online',
        date: '2026-03-09',
        time: '07:05',
        address: 'a',
        images: undefined,
      },
      [],
    );
    expect(body.date).toMatch(/T\d{2}:\d{2}:00\.000Z$/);
    expect(body.date).toBe('2026-03-09T06:05:00.000Z'); // 07:05 West Africa Time
  });

  it('/trainingform tells a creative that only partners create training', async () => {
    seedSession('user', { profile: makeCreative() });
    renderApp('/trainingform');
    expect(await screen.findByText('Only partner accounts can create training events.')).toBeInTheDocument();
  });
});

describe('training toasts', () => {
  it('last 3 s (the progress bar runs for 3000 ms)', async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    server.use(
      http.post('*/upload', () => HttpResponse.json({ status: true, results: '/uploads/t.webp' })),
      http.post(apiUrl('/prop/event'), () => okEnvelope({ data: { id: 1 } }, 'Event successfully created')),
    );
    const { user } = renderApp('/trainingform');
    const form = (await screen.findByRole('button', { name: 'Create Training' })).closest('form')!;
    await fillTraining(user, form);
    await user.click(within(form).getByRole('button', { name: 'Create Training' }));
    expect(await screen.findByText('Event successfully created')).toBeInTheDocument();
    expect(toastLifetimeMs('Event successfully created')).toBe(3000);
  });
});

describe('training details', () => {
  it('shows title, description, location, Nigerian date-time, a 300 px image and Attend', async () => {
    renderApp('/training/2');
    await findPageHeading('Training Details');
    expect(await screen.findByRole('heading', { name: 'Training 2' })).toBeInTheDocument();
    expect(screen.getByText('About training 2')).toBeInTheDocument();
    expect(screen.getByText('Offline, 12 Marina Road, Lagos')).toBeInTheDocument();
    expect(screen.getByText('1 Dec 2026, 09:00')).toBeInTheDocument();
    // Scaled to 300 px tall, whole (contain), never cropped to a frame (issue 13.7).
    const image = screen.getByRole('img', { name: 'Training 2' });
    expect(image).toHaveStyle({ height: '300px', width: 'auto', maxWidth: '100%', objectFit: 'contain' });
    expect(image.style.aspectRatio).not.toBe('533 / 300'); // the picture's own shape once it arrives
    const attend = screen.getByRole('link', { name: /Attend/ });
    expect(attend).toHaveAttribute('href', 'https://example.com/training-2');
    expect(attend).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows 'Something went wrong' with Retry on failure", async () => {
    server.use(http.get(apiUrl('/prop/event/:id'), () => errorEnvelope(500, 'boom')));
    renderApp('/training/1');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
