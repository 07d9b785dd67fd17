// The spec's page sizes (section 9) and its "two random items by the same author", each against a host that sends
// MORE than the portal asked for: the portal asks for the spec's number and shows exactly that many, so a wrong
// limit or a wrong cut fails (docs/development.md, "The spec's timings and page sizes").
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, seedSession } from '@/testing/generators';
import { resetAdminRows } from '@/testing/mocks/handlers/admin';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { mockTools } from '@/testing/mocks/handlers/tools';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

// The shared 2-core machine loads lazy pages slowly: give async queries room.
configure({ asyncUtilTimeout: 8000 });

const ALL = '100';

/**
 * A host that ignores `limit`: the default mock's answer as if the portal had asked for 100 items (meta
 * included, so the portal trusts it as one page). Returns the limits the portal asked for.
 */
function greedyHost(path: string): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('limit') === ALL) return undefined; // on to the default handler
      asked.push(url.searchParams.get('limit') ?? '');
      url.searchParams.set('limit', ALL);
      return fetch(url, { headers: request.headers });
    }),
  );
  return asked;
}

const links = (name: RegExp) => () => screen.queryAllByRole('link', { name }).length;
const articles = () => screen.queryAllByRole('article').length;

beforeEach(() => {
  resetProductsDb(20);
  resetAdminRows();
});

describe("the spec's page sizes, from a host that sends more than asked", () => {
  it.each([
    // [list, route, API path, page size, how many the host holds, what counts one shown item]
    ['tools', '/toolsPage', '/prop/tool/all', 9, mockTools.length, links(/^View Offer/)],
    ['marketplace', '/marketpage', '/prop/public/product', 9, 20, articles],
    ['opportunities', '/opportunitypage', '/prop/opportunity/all', 4, 10, links(/^View details/)],
    ['training', '/trainingpage', '/prop/event/all', 4, 9, links(/^View details/)],
  ] as const)('%s (%s, %s): %i per page', async (_list, route, path, size, held, shown) => {
    expect(held).toBeGreaterThan(size);
    const asked = greedyHost(path);
    renderApp(route);
    await waitFor(() => expect(shown()).toBeGreaterThan(0));
    expect(shown()).toBe(size);
    expect(asked[0]).toBe(String(size));
  });

  it('public directory: 10 per page', async () => {
    const asked = greedyHost('/prop/public/directory');
    renderApp('/directorypage');
    const list = await screen.findByRole('list', { name: 'Creatives' });
    await waitFor(() => expect(within(list).queryAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(asked[0]).toBe('10');
  });

  it('admin directory: 10 per page', async () => {
    seedSession('admin');
    const asked = greedyHost('/prop/admin-creative');
    renderApp('/admin-dashboard');
    await waitFor(() => expect(screen.queryAllByRole('rowheader').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
    expect(asked[0]).toBe('10');
  });

  it("a seller's products (/user-products/{id}): 8 per page", async () => {
    const seller = { id: 700, kind: 'business' as const, name: 'Adire House' };
    productsDb.items = Array.from({ length: 12 }, (_, i) =>
      makeProduct({ title: `Adire ${i + 1}`, author: seller }),
    );
    const asked = greedyHost('/prop/public/product');
    renderApp('/user-products/700');
    await waitFor(() => expect(articles()).toBeGreaterThan(0));
    expect(articles()).toBe(8);
    expect(asked[0]).toBe('8');
  });

  it('the home feed: 12 (feed.test.tsx pins 12 then 5 the same way)', async () => {
    const asked = greedyHost('/prop/public/post');
    renderApp('/homepage');
    await waitFor(() => expect(articles()).toBeGreaterThan(0));
    expect(articles()).toBe(12);
    expect(asked[0]).toBe('12');
  });
});

describe('two random items by the same author, from a host that sends everything', () => {
  it("tool details: two other offers, the author's, never the current one; asked for at random", async () => {
    const asked: URLSearchParams[] = [];
    // Every tool, whoever the author: tool 1's author (7) has 10 others, and some are by author 99.
    server.use(
      http.get(apiUrl('/prop/tool/all'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return okEnvelope(mockTools);
      }),
    );
    renderApp('/tooldetailsPage/1');
    expect(await screen.findByRole('heading', { name: 'Tool 1' })).toBeInTheDocument();
    await waitFor(() => expect(links(/^View Offer/)()).toBeGreaterThan(0));
    const hrefs = screen.getAllByRole('link', { name: /^View Offer/ }).map((a) => a.getAttribute('href'));
    expect(hrefs).toHaveLength(2);
    expect(hrefs).not.toContain('/tooldetailsPage/1');
    const byAuthor7 = mockTools
      .filter((tool) => tool.author.id === 7)
      .map((tool) => `/tooldetailsPage/${tool.id}`);
    for (const href of hrefs) expect(byAuthor7).toContain(href);
    expect(asked[0].get('author_id')).toBe('7');
    expect(asked[0].get('exclude')).toBe('1');
    expect(asked[0].get('random')).toBe('true');
    expect(asked[0].get('limit')).toBe('2');
  });

  it("product details: two MERCHANT LISTINGS, the seller's, never the current one; asked for at random", async () => {
    const author = { id: 900, first_name: 'Ada' };
    productsDb.items = [
      makeProduct({ id: 31, title: 'Bronze head', author }),
      ...Array.from({ length: 5 }, (_, i) => makeProduct({ id: 40 + i, title: `Ada's ${i + 1}`, author })),
      makeProduct({ id: 50, title: 'Other seller', author: { id: 901 } }),
    ];
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiUrl('/prop/public/product'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return okEnvelope(productsDb.items);
      }),
    );
    renderApp('/marketdetailsPage/31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bronze head' })).toBeInTheDocument();
    const listings = screen.getByRole('region', { name: 'MERCHANT LISTINGS' });
    await waitFor(() => expect(within(listings).queryAllByRole('article').length).toBeGreaterThan(0));
    const titles = within(listings)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toHaveLength(2);
    expect(titles).not.toContain('Bronze head');
    expect(titles).not.toContain('Other seller');
    expect(asked[0].get('author_id')).toBe('900');
    expect(asked[0].get('exclude')).toBe('31');
    expect(asked[0].get('random')).toBe('true');
    expect(asked[0].get('limit')).toBe('2');
  });
});
