// Issue 14: authors edit and delete their own content from its details page, their lists and the feed's cards (the
// creation form, filled in), admins take it down; strangers see none of it. Against the real routes and MSW.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { makeCreative, makePartner, seedSession } from '@/testing/generators';
import { mockEvents } from '@/testing/mocks/handlers/events';
import { manageDb, resetManageDb } from '@/testing/mocks/handlers/manage';
import { mockOpportunities } from '@/testing/mocks/handlers/opportunities';
import { postsDb, resetPostsDb } from '@/testing/mocks/handlers/posts';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

// Lazy routes, forms and dialogs on a shared 2-core machine; post and product forms wait 1 s before sending.
configure({ asyncUtilTimeout: 10000 });

const PARTNER_ID = 99;

beforeEach(() => {
  resetManageDb();
  resetProductsDb(6);
  resetPostsDb(3);
});

async function openEditor(user: ReturnType<typeof renderApp>['user'], name: RegExp, dialogName: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialogName });
}

async function confirmDelete(user: ReturnType<typeof renderApp>['user'], name: RegExp, title: string) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: `Delete “${title}”?` });
  expect(dialog).toHaveTextContent('This cannot be undone.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(MODERATION_MESSAGES.deleted)).toBeVisible();
}

describe('a product', () => {
  const sellerId = 500; // the author of products 0 and 4 of the mocked marketplace

  it('is edited from its details page: the form filled in, the PUT body, the new price shown', async () => {
    seedSession('business', { profile: { id: sellerId, registered_name: 'Ada Obi Ltd' } });
    const product = productsDb.items[0];
    const { user } = renderApp(`/marketdetailsPage/${product.id}`);
    const dialog = await openEditor(user, new RegExp(`^Edit product “${product.title}”`), 'Edit Product');
    expect(within(dialog).getByLabelText('Title')).toHaveValue(product.title);
    expect(within(dialog).getByLabelText('Category')).toHaveValue('product');
    expect(within(dialog).getByText(`${product.images[0].split('/').pop()} uploaded`)).toBeInTheDocument();
    const price = within(dialog).getByLabelText('Price (NGN)');
    expect(price).toHaveValue(product.price);
    await user.clear(price);
    await user.type(price, '4500');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MODERATION_MESSAGES.updated)).toBeVisible();
    expect(manageDb.edits).toHaveLength(1);
    expect(manageDb.edits[0]).toMatchObject({
      type: 'product',
      id: product.id,
      body: { title: product.title, price: 4500, quantity: 5, images: product.images },
    });
    expect(await screen.findByText('₦4,500')).toBeVisible();
  });

  it('is deleted from its details page, which leaves for the seller’s products, where it is gone', async () => {
    seedSession('business', { profile: { id: sellerId, registered_name: 'Ada Obi Ltd' } });
    const product = productsDb.items[0];
    const { user, router } = renderApp(`/marketdetailsPage/${product.id}`);
    await confirmDelete(user, new RegExp(`^Delete product “${product.title}”`), product.title);
    expect(manageDb.deletes).toEqual([{ type: 'product', id: product.id, body: null }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user-products/${sellerId}`));
    expect(await screen.findByRole('link', { name: productsDb.items[3].title })).toBeVisible();
    expect(screen.queryByRole('link', { name: product.title })).not.toBeInTheDocument();
  });

  it('offers Edit and Delete in the seller’s own list, and nothing to someone else', async () => {
    seedSession('business', { profile: { id: sellerId } });
    const { unmount } = renderApp(`/user-products/${sellerId}`);
    expect(await screen.findAllByRole('button', { name: /^Edit product/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Delete product/ })).toHaveLength(2);
    unmount();
    window.localStorage.clear();
    seedSession('business', { profile: { id: 12345 } });
    renderApp(`/user-products/${sellerId}`);
    expect(await screen.findByRole('link', { name: productsDb.items[0].title })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Take down)/ })).not.toBeInTheDocument();
  });

  it('shows a visitor on its details page neither Edit nor Delete', async () => {
    renderApp(`/marketdetailsPage/${productsDb.items[0].id}`);
    expect(await screen.findByRole('button', { name: 'Buy Now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Take down)/ })).not.toBeInTheDocument();
  });

  it('is taken down by an admin from its details page, with the reason', async () => {
    seedSession('admin');
    const product = productsDb.items[1];
    const { user, router } = renderApp(`/marketdetailsPage/${product.id}`);
    await user.click(await screen.findByRole('button', { name: /^Take down product/ }));
    const dialog = await screen.findByRole('dialog', { name: `Take down “${product.title}”?` });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sells counterfeit goods.');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText(MODERATION_MESSAGES.takenDown)).toBeVisible();
    expect(manageDb.deletes).toEqual([
      { type: 'product', id: product.id, body: { reason: 'Sells counterfeit goods.' } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketpage'));
  });
});

describe('a post', () => {
  function ownFirstPost(accountId: number) {
    postsDb.items = postsDb.items.map((post, index) =>
      index === 0 ? { ...post, author: { ...post.author, id: accountId } } : post,
    );
    return postsDb.items[0];
  }

  it('is edited from its feed card: the form filled in, POST /prop/post/{id}, the feed updated', async () => {
    seedSession('user', { profile: makeCreative({ id: 4242 }) });
    const post = ownFirstPost(4242);
    const { user } = renderApp('/homepage');
    const dialog = await openEditor(user, new RegExp(`^Edit post “${post.title}”`), 'Edit Post');
    expect(within(dialog).getByLabelText('Description')).toHaveValue(post.description);
    expect(within(dialog).getByLabelText('Link')).toHaveValue(post.link);
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'A new title');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MODERATION_MESSAGES.updated)).toBeVisible();
    expect(manageDb.edits).toEqual([
      {
        type: 'post',
        id: post.id,
        body: { title: 'A new title', description: post.description, link: post.link, images: post.images },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'A new title' })).toBeVisible();
    // Only the own post has them.
    expect(screen.getAllByRole('button', { name: /^Edit post/ })).toHaveLength(1);
  });

  it('is deleted from its feed card and leaves the feed', async () => {
    seedSession('user', { profile: makeCreative({ id: 4242 }) });
    const post = ownFirstPost(4242);
    const { user } = renderApp('/homepage');
    await confirmDelete(user, new RegExp(`^Delete post “${post.title}”`), post.title);
    expect(manageDb.deletes).toEqual([{ type: 'post', id: post.id, body: null }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: post.title })).not.toBeInTheDocument());
  });

  it('offers an admin Take down on every feed card', async () => {
    seedSession('admin');
    renderApp('/homepage');
    expect(await screen.findAllByRole('button', { name: /^Take down post/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) post/ })).not.toBeInTheDocument();
  });

  it('is edited and deleted from the author’s profile', async () => {
    seedSession('user', { profile: makeCreative({ id: 4242 }) });
    const own = {
      id: 77,
      author_id: 4242,
      title: 'Studio day',
      description: 'Dyeing.',
      link: 'https://example.com/s',
      images: ['/uploads/s.png'],
      likes: 0,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    server.use(
      http.get(apiUrl('/prop/users/profile'), () => okEnvelope(makeCreative({ id: 4242, posts: [own] }))),
    );
    const { user } = renderApp('/profilepage');
    const dialog = await openEditor(user, /^Edit post “Studio day”/, 'Edit Post');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Studio day');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await confirmDelete(user, /^Delete post “Studio day”/, 'Studio day');
    expect(manageDb.deletes).toEqual([{ type: 'post', id: 77, body: null }]);
  });
});

// The partner's kinds: each details page offers its author Edit (the creation form, filled in; PUT with the kept
// images) and Delete (back to the list).
const partnerKinds = [
  {
    kind: 'tool',
    path: '/tooldetailsPage/4', // tool 4 is by partner 99 in the mocks
    list: '/toolsPage',
    title: 'Tool 4',
    dialog: 'Edit Tool',
    filled: { Name: 'Tool 4', Offer: '14% off', Sector: 'Design', Price: 'free', Type: 'subscription' },
    change: ['Offer', '50% off'],
    sent: {
      name: 'Tool 4',
      offer: '50% off',
      images: ['/uploads/tool-4.webp'],
      price: 'free',
      type: 'subscription',
    },
  },
  {
    kind: 'opportunity',
    path: '/opportunity/3',
    list: '/opportunitypage',
    title: 'Opportunity 3',
    dialog: 'Edit Opportunity',
    item: { url: '/prop/opportunity/3', body: { ...mockOpportunities[2], author: { id: PARTNER_ID } } },
    filled: {
      Title: 'Opportunity 3',
      Date: '2026-12-01',
      Time: '09:00',
      Deadline: '2026-12-31',
      Address: 'Lagos',
    },
    change: ['Title', 'Opportunity three'],
    sent: {
      title: 'Opportunity three',
      date: '2026-12-01T08:00:00.000Z',
      time: '09:00',
      deadline: '2026-12-31',
      images: ['/uploads/opportunity-3.webp'],
    },
  },
  {
    kind: 'training',
    path: '/training/2',
    list: '/trainingpage',
    title: 'Training 2',
    dialog: 'Edit Training',
    item: { url: '/prop/event/2', body: { data: { ...mockEvents[1], author: { id: PARTNER_ID } } } },
    filled: { Title: 'Training 2', Location: 'Offline', Date: '2026-12-01', Time: '09:00' },
    change: ['Time', '10:30'],
    sent: {
      title: 'Training 2',
      date: '2026-12-01T09:30:00.000Z',
      time: '10:30',
      images: ['/uploads/training-2.webp'],
    },
  },
] as const;

describe.each(partnerKinds)('a $kind', (row) => {
  beforeEach(() => {
    seedSession('partner', { profile: makePartner({ id: PARTNER_ID, approved: true }) });
    if ('item' in row) server.use(http.get(apiUrl(row.item.url), () => okEnvelope(row.item.body)));
  });
  const label = row.kind === 'training' ? 'training' : row.kind;

  it('is edited from its details page: the form filled in, the PUT body with the kept images', async () => {
    const { user } = renderApp(row.path);
    const dialog = await openEditor(user, new RegExp(`^Edit ${label} “${row.title}”`), row.dialog);
    for (const [field, value] of Object.entries(row.filled)) {
      expect(within(dialog).getByLabelText(field)).toHaveValue(value);
    }
    expect(within(dialog).getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', row.sent.images[0]);
    const [field, value] = row.change;
    await user.clear(within(dialog).getByLabelText(field));
    await user.type(within(dialog).getByLabelText(field), value);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MODERATION_MESSAGES.updated)).toBeVisible();
    expect(manageDb.edits).toHaveLength(1);
    expect(manageDb.edits[0]).toMatchObject({
      type: row.kind === 'training' ? 'event' : row.kind,
      id: Number(row.path.split('/').pop()),
      body: row.sent,
    });
  });

  it('needs an image once the kept ones are removed', async () => {
    const { user } = renderApp(row.path);
    const dialog = await openEditor(user, new RegExp(`^Edit ${label} “${row.title}”`), row.dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('All fields are required')).toBeVisible();
    expect(manageDb.edits).toEqual([]);
  });

  it('is deleted from its details page, which leaves for the list', async () => {
    const { user, router } = renderApp(row.path);
    await confirmDelete(user, new RegExp(`^Delete ${label} “${row.title}”`), row.title);
    expect(manageDb.deletes).toEqual([
      {
        type: row.kind === 'training' ? 'event' : row.kind,
        id: Number(row.path.split('/').pop()),
        body: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(row.list));
  });
});

describe('a partner’s lists', () => {
  it('offer Edit and Delete on the partner’s own tools, opportunities and training only', async () => {
    seedSession('partner', { profile: makePartner({ id: PARTNER_ID, approved: true }) });
    server.use(
      http.get(apiUrl('/prop/event/all'), () =>
        okEnvelope({
          data: mockEvents.slice(0, 3).map((e, i) => ({ ...e, author: { id: i === 0 ? PARTNER_ID : 7 } })),
        }),
      ),
    );
    const { unmount } = renderApp('/toolsPage');
    // My offers: tools 4, 8 and 12 are the partner's.
    expect(await screen.findAllByRole('button', { name: /^Edit tool/ })).toHaveLength(3);
    unmount();
    renderApp('/trainingpage');
    expect(await screen.findAllByRole('button', { name: /^Delete training/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete training “Training 1”' })).toBeVisible();
  });
});
