import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCreative, makePartner, seedSession } from '@/testing/generators';
import { makeOpportunity, mockOpportunities } from '@/testing/mocks/handlers/opportunities';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { toOpportunityBody } from '../components/create-opportunity-modal';
import { previewText } from '../components/opportunity-details';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and modals may take seconds

const detailLinks = () => screen.queryAllByRole('link', { name: /^View details/ });

describe('opportunity list', () => {
  it('shows 4 per page with paging in the URL', async () => {
    const { router, user } = renderApp('/opportunitypage');
    await findPageHeading('Opportunities');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    expect(detailLinks()[0]).toHaveAttribute('href', '/opportunity/1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(detailLinks()).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('filters by location, timing and level', async () => {
    const { router, user } = renderApp('/opportunitypage');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    await user.click(
      within(screen.getByRole('group', { name: 'Location' })).getByRole('radio', { name: 'Remote' }),
    );
    await waitFor(() => expect(detailLinks()).toHaveLength(3)); // 3, 6, 9
    await user.click(
      within(screen.getByRole('group', { name: 'Timing' })).getByRole('radio', { name: 'Full time' }),
    );
    await waitFor(() => expect(detailLinks()).toHaveLength(2)); // 3, 9
    await user.click(
      within(screen.getByRole('group', { name: 'Level' })).getByRole('radio', { name: 'Junior' }),
    );
    await waitFor(() => expect(detailLinks()).toHaveLength(2));
    expect(router.state.location.search).toBe('?location=remote&timing=full-time&level=junior');
  });

  it('offers only the timings an opportunity can have, each filter choice by its label', async () => {
    renderApp('/opportunitypage');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    const choices = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('.form-check')?.textContent);
    expect(choices('Timing')).toEqual(['All', 'Full time', 'Remote']);
    expect(choices('Location')).toEqual(['All', 'Remote', 'On-site', 'Hybrid']);
    expect(choices('Level')).toEqual(['All', 'Junior', 'Intermediate', 'Senior']);
  });

  it('treats a link with a timing no opportunity can have (part-time) as All', async () => {
    let asked: string | null = 'not asked';
    server.use(
      http.get(apiUrl('/prop/opportunity/all'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('timing');
        return okEnvelope({ data: mockOpportunities.slice(0, 4) });
      }),
    );
    renderApp('/opportunitypage?timing=part-time');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    expect(asked).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Timing' })).getByRole('radio', { name: 'All' }),
    ).toBeChecked();
  });

  it('shows timing, location and level by their labels on the cards', async () => {
    renderApp('/opportunitypage?page=2');
    await waitFor(() => expect(detailLinks()).toHaveLength(4)); // 5..8
    const facts = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('article')?.querySelector('.text-muted')
        ?.textContent;
    expect(facts('Opportunity 5')).toBe('Full time · Hybrid · Senior');
    expect(facts('Opportunity 7')).toBe('Full time · On-site · Intermediate');
    expect(facts('Opportunity 6')).toBe('Remote · Junior'); // remote work in a remote place: Remote once
  });

  it('searches by title', async () => {
    const { user } = renderApp('/opportunitypage');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search opportunities by title' }),
      'Opportunity 10{Enter}',
    );
    await waitFor(() => expect(detailLinks()).toHaveLength(1));
  });

  it('pages on the client without meta and shows the empty and error states', async () => {
    server.use(http.get(apiUrl('/prop/opportunity/all'), () => okEnvelope({ data: mockOpportunities })));
    const { unmount } = renderApp('/opportunitypage?page=3');
    await waitFor(() => expect(detailLinks()).toHaveLength(2));
    unmount();
    server.use(http.get(apiUrl('/prop/opportunity/all'), () => okEnvelope({ data: [] })));
    const second = renderApp('/opportunitypage');
    expect(await screen.findByText('Opportunity not found')).toBeInTheDocument();
    second.unmount();
    server.use(http.get(apiUrl('/prop/opportunity/all'), () => errorEnvelope(500, 'boom')));
    renderApp('/opportunitypage');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['anonymous', () => {}],
    ['creative', () => seedSession('user', { profile: makeCreative() })],
    ['business', () => seedSession('business')],
  ])('hides the Create a Opportunity card for %s', async (_kind, seed) => {
    seed();
    renderApp('/opportunitypage');
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /Create a Opportunity/ })).not.toBeInTheDocument();
  });

  it("shows an approved partner their own opportunities and the card; 'All opportunities' switches", async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    const { user } = renderApp('/opportunitypage');
    await waitFor(() => expect(detailLinks()).toHaveLength(2));
    expect(screen.getByRole('button', { name: /Create a Opportunity/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'All opportunities' }));
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
  });
});

describe('create a opportunity', () => {
  it('requires every field, a PNG image, and posts date+time as one timestamp', async () => {
    seedSession('partner', { profile: makePartner({ approved: true }) });
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.post('*/upload', () => HttpResponse.json({ status: true, results: '/uploads/o.png' })),
      http.post(apiUrl('/prop/opportunity'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return okEnvelope({ id: 77, ...posted }, 'Opportunity successfully created');
      }),
    );
    renderApp('/opportunitypage');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: /Create a Opportunity/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a Opportunity' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Opportunity' }));
    expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Title'), 'Film grant');
    await user.type(within(dialog).getByLabelText('Description'), 'Apply now');
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Time'), '09:30');
    await user.type(within(dialog).getByLabelText('Deadline'), '2026-12-20');
    await user.selectOptions(within(dialog).getByLabelText('Timing'), 'Remote');
    await user.type(within(dialog).getByLabelText('Link'), 'https://example.com/apply');
    await user.click(within(dialog).getByRole('button', { name: 'Create Opportunity' }));
    // Location, level and address are what the filters and details read: the form asks for them too.
    for (const label of ['Location', 'Level', 'Address']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await user.selectOptions(within(dialog).getByLabelText('Location'), 'On-site');
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Intermediate');
    await user.type(within(dialog).getByLabelText('Address'), '12 Allen Avenue, Ikeja');
    await user.upload(
      within(dialog).getByLabelText('Image (PNG)'),
      new File(['jpg'], 'a.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Opportunity' }));
    expect(await within(dialog).findByText('The image must be a PNG file.')).toBeInTheDocument();
    expect(within(dialog).queryByText('All fields are required')).not.toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Image (PNG)'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Opportunity' }));
    expect(await screen.findByText('Opportunity successfully created')).toBeInTheDocument();
    expect(posted).toMatchObject({
      title: 'Film grant',
      date: '2026-12-01T08:30:00.000Z', // 09:30 in Nigeria, whatever the device's zone
      time: '09:30',
      deadline: '2026-12-20',
      timing: 'remote',
      location: 'onsite',
      level: 'intermediate',
      address: '12 Allen Avenue, Ikeja',
      images: ['/uploads/o.png'],
    });
  });

  it('builds the body with a zero-second ISO timestamp of the Nigerian time entered', () => {
    const body = toOpportunityBody(
      {
        title: 't',
        description: 'd',
        date: '2026-05-02',
        time: '14:45',
        deadline: '2026-05-30',
        link: 'https://x.ng',
        timing: 'full-time',
        location: 'hybrid',
        level: 'senior',
        address: 'Yaba, Lagos',
        image: undefined,
      },
      ['/uploads/x.png'],
    );
    expect(body.date).toBe('2026-05-02T13:45:00.000Z');
    expect(body).toMatchObject({
      timing: 'full-time',
      location: 'hybrid',
      level: 'senior',
      address: 'Yaba, Lagos',
    });
  });
});

describe('opportunity details', () => {
  it('shows title, Attend, location, deadline, image and Go Back', async () => {
    renderApp('/opportunity/2');
    await findPageHeading('Opportunity Details');
    expect(await screen.findByRole('heading', { name: 'Opportunity 2' })).toBeInTheDocument();
    const attend = screen.getByRole('link', { name: /Attend/ });
    expect(attend).toHaveAttribute('href', 'https://example.com/opportunity-2');
    expect(attend).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Hybrid, Lagos')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument(); // timing
    expect(screen.getByText('Senior')).toBeInTheDocument(); // level
    expect(screen.getByText('1 Dec 2026, 09:00')).toBeInTheDocument(); // 08:00 UTC
    expect(screen.getByText('31 Dec 2026')).toBeInTheDocument(); // 23:59 WAT
    expect(screen.getByRole('img', { name: 'Opportunity 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/opportunitypage');
  });

  it('cuts the description at 400 characters with Read more', async () => {
    const long = 'a'.repeat(399) + 'bcdef';
    server.use(
      http.get(apiUrl('/prop/opportunity/:id'), () => okEnvelope(makeOpportunity(5, { description: long }))),
    );
    const { user } = renderApp('/opportunity/5');
    const button = await screen.findByRole('button', { name: 'Read more' });
    expect(screen.getByText(`${'a'.repeat(399)}b…`)).toBeInTheDocument();
    expect(previewText(long)).toHaveLength(401);
    await user.click(button);
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows 'Something went wrong' on failure and 'Opportunity not found' on 404", async () => {
    server.use(http.get(apiUrl('/prop/opportunity/:id'), () => errorEnvelope(500, 'boom')));
    const first = renderApp('/opportunity/1');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    first.unmount();
    server.resetHandlers();
    renderApp('/opportunity/4040');
    expect(await screen.findByText('Opportunity not found')).toBeInTheDocument();
  });
});
