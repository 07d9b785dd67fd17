// Profiles that get people hired (issue 31 section 4): the public profile as a portfolio (Verified, availability and
// links, a grid of the posts' sized images capped at 12, the products, trainings only when the answer has them), the
// Contact button and its dialog (a visitor asked to log in, nobody contacting themselves, hidden on a spec-only host),
// WhatsApp when shown, and the seller's photo, state and badge beside "Sold by" on a product.
import { configure, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreativeProfile, ProfilePost } from '@contract/profiles';
import { makeCreative, makeProduct, seedSession } from '@/testing/generators';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { demoCreativeProfile, profileContacts } from '@/testing/mocks/handlers/profiles';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { linkHref, profileLinks } from '../components/portfolio';

configure({ asyncUtilTimeout: 5000 });

const post = (
  n: number,
  withImage = true,
): ProfilePost & { image_variants: { url: string; width: number }[][] } => ({
  id: 100 + n,
  author_id: 7,
  title: `Look ${n}`,
  description: '',
  link: null,
  images: withImage ? [`/uploads/look-${n}.png`] : [],
  image_variants: withImage
    ? [
        [
          { url: `/uploads/look-${n}-320.webp`, width: 320 },
          { url: `/uploads/look-${n}-640.webp`, width: 640 },
        ],
      ]
    : [],
  likes: 0,
  created_at: '2026-01-05T09:00:00.000Z',
});

const portfolio = (extra: Partial<CreativeProfile> & Record<string, unknown> = {}): CreativeProfile => ({
  ...demoCreativeProfile,
  // The public scope: no e-mail, phone or identity digits.
  email: undefined,
  phone_number: undefined,
  identity_last4: undefined,
  verification_type: undefined,
  verified: true,
  whatsapp: null,
  website: 'https://ada.example',
  linkedin: '@adaobi',
  instagram: 'javascript:alert(1)',
  availability: { status: 'contract', remote: true },
  posts: [...Array.from({ length: 13 }, (_, i) => post(i + 1)), post(14, false)],
  products: [
    {
      id: 61,
      title: 'Raffia basket',
      price: 12000,
      images: ['/uploads/basket.png'],
      image_variants: [[{ url: '/uploads/basket-320.webp', width: 320 }]],
    },
  ],
  ...extra,
});

function answer(profile: CreativeProfile) {
  server.use(
    http.get(apiUrl('/prop/public/profile/:id'), () =>
      okEnvelope({ type: 'creative', profile }, 'Profile retrieved'),
    ),
  );
}

beforeEach(() => {
  profileContacts.length = 0;
});

describe('the public profile as a portfolio', () => {
  it('shows Verified, availability and safe links, the posts grid (12, then See all) and the products', async () => {
    answer(portfolio());
    const { user } = renderApp('/profile/7');
    const heading = await screen.findByRole('heading', { level: 1, name: /Ada Obi/ });
    expect(within(heading).getByText('Verified')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'Availability and links' });
    expect(about).toHaveTextContent('Available: Contract');
    expect(about).toHaveTextContent('Open to remote work');
    const website = within(about).getByRole('link', { name: /Website/ });
    expect(website).toHaveAttribute('href', 'https://ada.example');
    expect(website).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(within(about).getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/adaobi',
    );
    // A stored value that is no web address never becomes a link.
    expect(within(about).queryByRole('link', { name: /Instagram/ })).not.toBeInTheDocument();

    const posts = screen.getByRole('region', { name: 'Posts' });
    const images = within(posts).getAllByRole('img');
    expect(images).toHaveLength(12);
    expect(images[0]).toHaveAttribute('alt', 'Look 1');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute(
      'srcset',
      '/uploads/look-1-320.webp 320w, /uploads/look-1-640.webp 640w',
    );
    expect(images[0]).toHaveAttribute('width', '320');
    await user.click(within(posts).getByRole('button', { name: 'See all 14 posts' }));
    expect(within(posts).getAllByRole('img')).toHaveLength(13);
    expect(within(posts).getByText('Look 14')).toBeInTheDocument(); // no image: its title
    expect(within(posts).queryByRole('button', { name: /See all/ })).not.toBeInTheDocument();

    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: /Raffia basket/ })).toHaveAttribute(
      'href',
      '/marketdetailsPage/61',
    );
    expect(within(products).getByText('₦12,000')).toBeInTheDocument();
    expect(within(products).getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/user-products/7',
    );
    // Issue 33's slot: no trainings in the answer, no section.
    expect(screen.queryByRole('region', { name: 'Trainings completed' })).not.toBeInTheDocument();
  });

  it('shows no badge, no products section and no availability card when the answer has none', async () => {
    answer(
      portfolio({
        verified: false,
        products: [],
        availability: { status: null, remote: null },
        website: null,
        linkedin: null,
        instagram: null,
      }),
    );
    renderApp('/profile/7');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ada Obi' });
    expect(within(heading).queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Links/ })).not.toBeInTheDocument();
  });

  it('lists trainings completed once the answer carries them (the slot for issue 33)', async () => {
    answer(
      portfolio({
        trainings: [
          { title: 'Digital marketing', partner: null, date: null, certificate_url: '/uploads/cert.pdf' },
        ],
      }),
    );
    renderApp('/profile/7');
    const trainings = await screen.findByRole('region', { name: 'Trainings completed' });
    expect(trainings).toHaveTextContent('Digital marketing');
    expect(within(trainings).getByRole('link', { name: /Certificate/ })).toHaveAttribute(
      'href',
      '/uploads/cert.pdf',
    );
  });

  it('reads links safely: http(s) as stored, handles on the network, anything else dropped', () => {
    expect(linkHref('https://x.example/a', 'website')).toBe('https://x.example/a');
    expect(linkHref('adaobi', 'website')).toBeNull();
    expect(linkHref('@ada', 'twitter')).toBe('https://x.com/ada');
    expect(linkHref('javascript:alert(1)', 'facebook')).toBeNull();
    expect(linkHref('data:text/html,x', 'instagram')).toBeNull();
    expect(profileLinks({ facebook: 'ada.obi', twitter: '' }).map((l) => l.label)).toEqual(['Facebook']);
  });
});

describe('Contact', () => {
  it('asks a signed-out visitor to log in, and opens no form', async () => {
    answer(portfolio());
    const { user } = renderApp('/profile/7');
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to send Ada Obi a message.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in member’s message, checked first, and says it was sent', async () => {
    answer(portfolio());
    seedSession('business');
    const { user } = renderApp('/profile/7');
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Ada Obi' });
    expect(dialog).toHaveTextContent('Their address is not shown.');
    await user.type(within(dialog).getByLabelText('Message'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(
      await within(dialog).findByText('Please write a message of 10 to 1000 characters.'),
    ).toBeInTheDocument();
    // the error summary takes the focus and links to the first invalid field
    expect(within(dialog).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(
      within(dialog).getByRole('link', { name: 'Please write a message of 10 to 1000 characters.' }),
    ).toHaveAttribute('href', `#${within(dialog).getByLabelText('Message').id}`);
    expect(profileContacts).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Message'), ' - can you make 20 bags?');
    await user.type(within(dialog).getByLabelText('Your name'), 'Bola');
    await user.type(within(dialog).getByLabelText('Your phone number or e-mail'), 'bola@client.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your message has been sent.');
    expect(profileContacts).toEqual([
      {
        memberId: 7,
        body: { message: 'short - can you make 20 bags?', name: 'Bola', contact: 'bola@client.example' },
      },
    ]);
  });

  it('is not offered on one’s own profile, to admins, or by a host without the feature', async () => {
    answer(portfolio());
    seedSession('user', { profile: makeCreative({ id: 7 }) });
    const own = renderApp('/profile/7');
    await screen.findByRole('heading', { level: 1, name: /Ada Obi/ });
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    own.unmount();

    window.localStorage.clear();
    const specOnly = renderApp('/profile/7', { features: [] });
    await screen.findByRole('heading', { level: 1, name: /Ada Obi/ });
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    specOnly.unmount();

    seedSession('admin');
    renderApp('/profile/7');
    await screen.findByRole('region', { name: 'Admin details' });
    expect(screen.queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('links to WhatsApp only when the member shows a number', async () => {
    answer(portfolio({ whatsapp: '+2348031112222' }));
    renderApp('/profile/7');
    const link = await screen.findByRole('link', { name: /Chat on WhatsApp/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2348031112222\?text=Hello%20Ada%20Obi/);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the seller beside "Sold by" on a product', () => {
  it("shows the seller's photo, state and Verified badge", async () => {
    resetProductsDb(0);
    productsDb.items = [
      makeProduct({
        id: 62,
        title: 'Indigo wrap',
        author: { id: 7, kind: 'creative', name: 'Ada Obi', photo: '/uploads/ada.png' },
        seller: { state: 'Enugu', verified: true },
      }),
    ];
    renderApp('/marketdetailsPage/62');
    await screen.findByRole('heading', { level: 1, name: 'Indigo wrap' });
    const soldBy = screen.getByText(/Sold by/).closest('.market-detail__seller-box') as HTMLElement;
    expect(within(soldBy).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/publicProfile/7');
    expect(soldBy.querySelector('img')).toHaveAttribute('width', '48');
    expect(soldBy).toHaveTextContent('State: Enugu');
    expect(within(soldBy).getByText('Verified')).toBeInTheDocument();
  });

  it('shows no badge for an unverified seller', async () => {
    resetProductsDb(0);
    productsDb.items = [makeProduct({ id: 63, title: 'Clay pot', seller: { state: null, verified: false } })];
    renderApp('/marketdetailsPage/63');
    await screen.findByRole('heading', { level: 1, name: 'Clay pot' });
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText(/State:/)).not.toBeInTheDocument();
  });
});
