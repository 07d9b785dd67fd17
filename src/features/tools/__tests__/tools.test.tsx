import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCreative, makePartner, seedSession } from '@/testing/generators';
import { mockTools } from '@/testing/mocks/handlers/tools';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';

// The machine is shared: lazy routes and modals may take a few seconds to load.
configure({ asyncUtilTimeout: 8000 });

const offerLinks = () => screen.queryAllByRole('link', { name: /^View Offer/ });

function seedPartner(approved = true) {
  seedSession('partner', { profile: makePartner({ id: 99, approved }) });
}

describe('tools listing', () => {
  it('shows skeletons, then 9 offers per page with Previous/Next kept in the URL', async () => {
    const { router, user } = renderApp('/toolsPage');
    await findPageHeading('Tools');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    expect(offerLinks()[0]).toHaveAttribute('href', '/tooldetailsPage/1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(5));
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
  });

  it('also serves /toolspage and restores page and search from a shared link', async () => {
    renderApp('/toolspage?q=Tool%201&page=1');
    await waitFor(() => expect(offerLinks()).toHaveLength(6)); // Tool 1, 10..14
    expect(screen.getByRole('searchbox', { name: 'Search offers by title' })).toHaveValue('Tool 1');
  });

  it('searches by title into the URL', async () => {
    const { router, user } = renderApp('/toolsPage?page=2');
    await waitFor(() => expect(offerLinks()).toHaveLength(5));
    await user.type(screen.getByRole('searchbox', { name: 'Search offers by title' }), 'Tool 13');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=Tool+13');
  });

  it('filters by price, type and sector', async () => {
    const { router, user } = renderApp('/toolsPage');
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    const price = screen.getByRole('group', { name: 'Price' });
    await user.click(within(price).getByRole('radio', { name: 'Free' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(7));
    expect(router.state.location.search).toBe('?price=free');
    await user.click(
      within(screen.getByRole('group', { name: 'Type' })).getByRole('radio', { name: 'Membership' }),
    );
    await waitFor(() => expect(offerLinks()).toHaveLength(2)); // 6 and 12
    const card = screen.getByRole('heading', { name: 'Tool 6' }).closest('article')!;
    expect(card).toHaveTextContent('Design · Free · Membership');
    // groups collapse
    const toggle = within(price).getByRole('button', { name: /Price/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(price).queryByRole('radio', { name: 'Free' })).not.toBeInTheDocument();
  });

  it('pages on the client when the API sends the whole list without meta', async () => {
    server.use(http.get(apiUrl('/prop/tool/all'), () => okEnvelope(mockTools)));
    const { user } = renderApp('/toolsPage?sector=Music');
    await waitFor(() => expect(offerLinks()).toHaveLength(7));
    await user.click(
      within(screen.getByRole('group', { name: 'Sector' })).getByRole('radio', { name: 'All' }),
    );
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(5));
  });

  it("shows 'No Offers found' when empty", async () => {
    server.use(
      http.get(apiUrl('/prop/tool/all'), () =>
        okEnvelope([], 'Tools', { meta: { page: 1, limit: 9, total: 0, pages: 0 } }),
      ),
    );
    renderApp('/toolsPage');
    expect(await screen.findByText('No Offers found')).toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the list', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/prop/tool/all'), () =>
        fail ? errorEnvelope(500, 'boom') : okEnvelope(mockTools.slice(0, 2)),
      ),
    );
    const { user } = renderApp('/toolsPage');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(2));
  });
});

describe('tools: partner-only Create Tool card', () => {
  it.each([
    ['anonymous', () => {}],
    ['creative', () => seedSession('user', { profile: makeCreative() })],
    ['business', () => seedSession('business')],
  ])('is hidden for %s', async (_kind, seed) => {
    seed();
    renderApp('/toolsPage');
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    expect(screen.queryByRole('button', { name: /Create Tool/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My offers' })).not.toBeInTheDocument();
  });

  it("shows an approved partner their own offers (GET /prop/tool) and the card; 'All offers' shows everyone's", async () => {
    seedPartner();
    const { user, router } = renderApp('/toolsPage');
    await waitFor(() => expect(offerLinks()).toHaveLength(3));
    expect(screen.getByRole('button', { name: /Create Tool/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'All offers' }));
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    expect(router.state.location.search).toBe('?view=all');
  });

  it('is disabled with a note for a partner awaiting approval', async () => {
    seedPartner(false);
    renderApp('/toolsPage');
    expect(await screen.findByRole('button', { name: /Create Tool/ })).toBeDisabled();
    expect(screen.getByText(/awaiting approval/)).toBeInTheDocument();
  });

  it('validates the form, uploads the images and creates the tool with the price and type the filters use', async () => {
    seedPartner();
    let posted: Record<string, unknown> | null = null;
    let uploaded: Record<string, unknown> | null = null;
    server.use(
      http.post('*/upload', async ({ request }) => {
        // A multipart form (the portal's binary upload); under jsdom the file part's bytes are not readable.
        const form = await request.formData();
        uploaded = { type: form.get('type'), file: form.has('file') };
        return HttpResponse.json({ status: true, results: '/uploads/new.webp' });
      }),
      http.post(apiUrl('/prop/tool'), async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return okEnvelope({ id: 500, ...posted }, 'Tool successfully created');
      }),
    );
    const { user } = renderApp('/toolsPage');
    await user.click(await screen.findByRole('button', { name: /Create Tool/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Tool' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Create Tool' }));
    expect(await within(dialog).findByText('All fields are required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Type')).toHaveAttribute('aria-invalid', 'true');
    // The choices read as labels; the values sent are the filters' values.
    expect(
      within(within(dialog).getByLabelText('Type')).getByRole('option', { name: 'One-time purchase' }),
    ).toHaveValue('one-time-purchase');
    await user.type(within(dialog).getByLabelText('Name'), 'Canva Pro');
    await user.type(within(dialog).getByLabelText('Description'), 'Design tool');
    await user.type(within(dialog).getByLabelText('Link'), 'not a link');
    await user.selectOptions(within(dialog).getByLabelText('Sector'), 'Design');
    await user.type(within(dialog).getByLabelText('Offer'), '50% off');
    await user.selectOptions(within(dialog).getByLabelText('Price'), 'Paid');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Subscription');
    await user.upload(
      within(dialog).getByLabelText('Images'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Tool' }));
    expect(await within(dialog).findByText(/valid link/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'https://canva.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Tool' }));
    expect(await screen.findByText('Tool successfully created')).toBeInTheDocument();
    expect(uploaded).toMatchObject({ type: 'png', file: true });
    expect(posted).toEqual({
      name: 'Canva Pro',
      description: 'Design tool',
      link: 'https://canva.com',
      images: ['/uploads/new.webp'],
      sector: 'Design',
      offer: '50% off',
      price: 'paid',
      type: 'subscription',
    });
  });

  it("shows the server's 403 message", async () => {
    seedPartner();
    server.use(
      http.post('*/upload', () => HttpResponse.json({ status: true, results: '/uploads/new.webp' })),
      http.post(apiUrl('/prop/tool'), () =>
        errorEnvelope(403, 'Your partner account is awaiting approval by the ministry.'),
      ),
    );
    const { user } = renderApp('/toolsPage');
    await user.click(await screen.findByRole('button', { name: /Create Tool/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Tool' }, { timeout: 8000 });
    await user.type(within(dialog).getByLabelText('Name'), 'X');
    await user.type(within(dialog).getByLabelText('Description'), 'Y');
    await user.type(within(dialog).getByLabelText('Link'), 'https://x.ng');
    await user.selectOptions(within(dialog).getByLabelText('Sector'), 'Music');
    await user.type(within(dialog).getByLabelText('Offer'), 'Free');
    await user.selectOptions(within(dialog).getByLabelText('Price'), 'free');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'membership');
    await user.upload(
      within(dialog).getByLabelText('Images'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Tool' }));
    expect(
      await within(dialog).findByText('Your partner account is awaiting approval by the ministry.'),
    ).toBeInTheDocument();
  });

  it('rejects non-image files', async () => {
    seedPartner();
    renderApp('/toolsPage');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: /Create Tool/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Tool' }, { timeout: 8000 });
    await user.upload(
      within(dialog).getByLabelText('Images'),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Tool' }));
    expect(
      await within(dialog).findByText('Images must be PNG, JPEG, GIF or WebP files.'),
    ).toBeInTheDocument();
  });
});

describe('tool details', () => {
  it('shows the banner, offer, description, Get offer and up to two other offers by the author', async () => {
    renderApp('/tooldetailsPage/1');
    await findPageHeading('Offer Details');
    expect(await screen.findByRole('heading', { name: 'Tool 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tool 1' })).toHaveAttribute('src', '/uploads/tool-1.webp');
    expect(screen.getByText('11% off')).toBeInTheDocument();
    expect(screen.getByText('Description of tool 1')).toBeInTheDocument();
    // Sector, price and type by their labels, never the stored values.
    const facts = screen.getByText('Price').closest('dl')!;
    expect(facts).toHaveTextContent('SectorMusicPricePaidTypeSubscription');
    const get = screen.getByRole('link', { name: /Get offer/ });
    expect(get).toHaveAttribute('href', 'https://example.com/tool-1');
    expect(get).toHaveAttribute('target', '_blank');
    expect(get).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    await waitFor(() => expect(offerLinks()).toHaveLength(2));
    expect(offerLinks().map((a) => a.getAttribute('href'))).not.toContain('/tooldetailsPage/1');
  });

  it("says 'No other offers available.' when the author has none", async () => {
    server.use(http.get(apiUrl('/prop/tool/all'), () => okEnvelope([])));
    renderApp('/tooldetailsPage/2');
    expect(await screen.findByText('No other offers available.')).toBeInTheDocument();
  });

  it('shows an error with Retry, and not found for an unknown id', async () => {
    server.use(http.get(apiUrl('/prop/tool/:id'), () => errorEnvelope(500, 'boom')));
    renderApp('/tooldetailsPage/3');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("shows 'No Offers found' for an unknown id", async () => {
    renderApp('/tooldetailsPage/4040');
    expect(await screen.findByText('No Offers found')).toBeInTheDocument();
  });
});
