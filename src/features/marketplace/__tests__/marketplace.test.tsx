// The marketplace, product details and the sample user-products page: paging, filters, states, details.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/generators';
import { setViewportWidth } from '@/testing/match-media';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

// The shared 2-core machine loads lazy pages slowly: give async queries room.
configure({ asyncUtilTimeout: 5000 });

const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => resetProductsDb(20));

describe('marketplace', () => {
  it('shows 9 per page; page 2 differs and lives in the URL', async () => {
    const { user, router } = renderApp('/marketpage');
    await waitFor(() => expect(cards()).toHaveLength(9));
    const first = titles();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(titles()).not.toEqual(first));
    expect(cards()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('links cards to the details page and shows prices in NGN', async () => {
    productsDb.items = [makeProduct({ id: 5, title: 'Raffia basket', price: 800000 })];
    renderApp('/marketpage');
    expect(await screen.findByRole('link', { name: 'Raffia basket' })).toHaveAttribute(
      'href',
      '/marketdetailsPage/5',
    );
    expect(screen.getByText('₦800,000')).toBeInTheDocument();
  });

  it('says No products found when nothing matches the search', async () => {
    const { user, router } = renderApp('/marketpage');
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=zzz');
  });

  it('filters by category and price (side column on desktop), in the URL', async () => {
    productsDb.items = Array.from({ length: 12 }, (_, i) =>
      makeProduct({ category: i % 2 ? 'service' : 'product', price: 2000 * (i + 1) }),
    );
    const { user, router } = renderApp('/marketpage');
    await waitFor(() => expect(cards()).toHaveLength(9));
    const panel = screen.getByRole('form', { name: 'Filter products' });
    await user.selectOptions(within(panel).getByLabelText('Category'), 'service');
    await user.type(within(panel).getByLabelText('Lowest price'), '5000');
    await user.type(within(panel).getByLabelText('Highest price'), '15000');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=service&min=5000&max=15000'));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const expected = productsDb.items.filter(
      (p) => p.category === 'service' && Number(p.price) >= 5000 && Number(p.price) <= 15000,
    );
    await waitFor(() => expect(cards()).toHaveLength(expected.length));
    cards().forEach((card) => expect(within(card).getByText('service')).toBeInTheDocument());
  });

  it('shows the whole highest price (2,000,000, not a clipped 200000) and reads typed thousand separators', async () => {
    const { user, router } = renderApp('/marketpage');
    const panel = await screen.findByRole('form', { name: 'Filter products' });
    const highest = within(panel).getByLabelText('Highest price');
    // A number box hides its last digits behind the spinner in the 15rem side column ('200000('): a text box with
    // a numeric keyboard, full width, and the separators a person reads.
    expect(highest).toHaveAttribute('type', 'text');
    expect(highest).toHaveAttribute('inputmode', 'numeric');
    expect(highest).toHaveAttribute('placeholder', '2,000,000');
    expect(within(panel).getByLabelText('Lowest price')).toHaveAttribute('placeholder', '0');
    await user.type(highest, '1,500,000');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?max=1500000'));
    // The applied value shows with its separators.
    await waitFor(() =>
      expect(
        within(screen.getByRole('form', { name: 'Filter products' })).getByLabelText('Highest price'),
      ).toHaveValue('1,500,000'),
    );
  });

  it('refuses a lowest price above the highest', async () => {
    const { user } = renderApp('/marketpage');
    const panel = await screen.findByRole('form', { name: 'Filter products' });
    await user.type(within(panel).getByLabelText('Lowest price'), '9000');
    await user.type(within(panel).getByLabelText('Highest price'), '100');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    expect(
      await screen.findByText('The lowest price must not be above the highest price.'),
    ).toBeInTheDocument();
  });

  it('puts the filters in a Filter Products modal on mobile', async () => {
    setViewportWidth(360);
    const { user } = renderApp('/marketpage');
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.queryByRole('form', { name: 'Filter products' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Products' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'content');
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      cards().forEach((card) => expect(within(card).getByText('content')).toBeInTheDocument()),
    );
  });

  it('filters and pages on the client when the API returns no meta', async () => {
    server.use(
      http.get(apiUrl('/prop/public/product'), () =>
        HttpResponse.json({ status: true, message: 'Products', data: { data: productsDb.items } }),
      ),
    );
    renderApp('/marketpage?category=product');
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();
  });

  it('shows Something went wrong and retries', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('/prop/public/product'), () =>
        fail ? HttpResponse.json({ status: false }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp('/marketpage');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(9));
  });
});

describe('product details', () => {
  it('shows title, NGN price, thumbnails, features, Buy Now, MERCHANT LISTINGS and Go Back', async () => {
    const author = { id: 900, first_name: 'Ada' };
    productsDb.items = [
      makeProduct({
        id: 31,
        title: 'Bronze head',
        price: 1200000,
        category: 'product',
        images: ['/a.png', '/b.png'],
        image_variants: [[], []],
        author,
      }),
      makeProduct({ id: 32, title: 'Brass bowl', author }),
      makeProduct({ id: 33, title: 'Clay pot', author }),
      makeProduct({ id: 34, title: 'Other seller', author: { id: 901 } }),
    ];
    const { user } = renderApp('/marketdetailsPage/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bronze head' })).toBeInTheDocument();
    expect(screen.getByText('₦1,200,000')).toBeInTheDocument();
    expect(screen.getByText('Category: product')).toBeInTheDocument();
    const second = screen.getByRole('button', { name: 'Show image 2 of 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Bronze head (image 2 of 2)' })).toHaveAttribute('src', '/b.png');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeInTheDocument();
    // The seller is named, with their public profile and all their products.
    expect(screen.getAllByRole('link', { name: 'Ada' })[0]).toHaveAttribute('href', '/publicProfile/900');
    expect(screen.getByRole('link', { name: 'All products by Ada' })).toHaveAttribute(
      'href',
      '/user-products/900',
    );
    // No WhatsApp link unless the seller chose to show one.
    expect(screen.queryByRole('link', { name: /Chat on WhatsApp/ })).not.toBeInTheDocument();
    const listings = screen.getByRole('region', { name: 'MERCHANT LISTINGS' });
    await waitFor(() => expect(within(listings).getAllByRole('article')).toHaveLength(2));
    expect(within(listings).queryByText('Other seller')).not.toBeInTheDocument();
    expect(within(listings).queryByText('Bronze head')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/marketpage');
  });

  it('says Product not found for an unknown id', async () => {
    renderApp('/marketdetailsPage/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });
});

describe("a seller's products (/user-products/{id})", () => {
  it("shows that seller's products, 8 per page, named and linked to their profile", async () => {
    const seller = { id: 700, kind: 'business' as const, name: 'Adire House' };
    productsDb.items = [
      ...Array.from({ length: 10 }, (_, i) =>
        makeProduct({ title: `Adire ${i + 1}`, price: 5000, author: seller }),
      ),
      makeProduct({ title: 'Someone else', author: { id: 701, name: 'Other' } }),
    ];
    const { user, router } = renderApp('/user-products/700');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Products by Adire House' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(screen.queryByText('Someone else')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See Adire House's profile" })).toHaveAttribute(
      'href',
      '/publicProfile/700',
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('answers Seller not found for an unknown seller or a name that is no id', async () => {
    renderApp('/user-products/424242');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller not found' })).toBeInTheDocument();
  });

  it('answers Seller not found for a user name (the portal has none)', async () => {
    renderApp('/user-products/ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller not found' })).toBeInTheDocument();
  });
});
