// Buyers reach sellers (issue 13): product cards name the seller; Buy Now opens the enquiry dialog for a signed-in
// buyer (checked form, sent to POST /prop/product/{id}/enquiry, the server's 429 shown), asks a visitor to log in,
// and the seller's WhatsApp link shows only when the product carries the number.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct, seedSession } from '@/testing/generators';
import { validPassword } from '@/testing/mocks/handlers/auth';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { buyerDetails } from '../components/enquiry-dialog';

configure({ asyncUtilTimeout: 5000 });

const seller = {
  id: 610,
  kind: 'creative' as const,
  name: 'Ngozi Eze',
  first_name: 'Ngozi',
  last_name: 'Eze',
};

beforeEach(() => {
  resetProductsDb(0);
  productsDb.items = [makeProduct({ id: 61, title: 'Raffia basket', author: seller })];
});

async function openDialog() {
  seedSession('user');
  const rendered = renderApp('/marketdetailsPage/61');
  await screen.findByRole('heading', { level: 1, name: 'Raffia basket' });
  await rendered.user.click(screen.getByRole('button', { name: 'Buy Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enquire about Raffia basket' });
  return { ...rendered, dialog };
}

describe('the seller on product cards', () => {
  it('names the seller on each marketplace card, linking to their public profile', async () => {
    renderApp('/marketpage');
    const card = (await screen.findByRole('link', { name: 'Raffia basket' })).closest('article')!;
    expect(within(card).getByText(/Sold by/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ngozi Eze' })).toHaveAttribute(
      'href',
      '/publicProfile/610',
    );
  });
});

describe('Buy Now', () => {
  it('asks a signed-out visitor to log in, and opens no form', async () => {
    const { user } = renderApp('/marketdetailsPage/61');
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('Please log in to send the seller an enquiry.');
    // the sign-in returns here, to Buy Now (docs/journeys.md)
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/marketdetailsPage/61?intent=buy')}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the enquiry at once when a signed-in buyer comes back with ?intent=buy, then forgets the intent', async () => {
    seedSession('user');
    const { router } = renderApp('/marketdetailsPage/61?intent=buy');
    expect(await screen.findByRole('dialog', { name: 'Enquire about Raffia basket' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/marketdetailsPage/61');
  });

  it('goes from Buy Now through the sign-in and back to the open enquiry', async () => {
    const { user, router } = renderApp('/marketdetailsPage/61');
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Log in' }));
    // a partner: a creative the mock makes without a phone number would finish the sign-up first
    await user.click(await screen.findByRole('button', { name: 'Partner' }));
    await user.type(screen.getByLabelText('Email'), 'buyer@example.ng');
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('dialog', { name: 'Enquire about Raffia basket' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketdetailsPage/61');
  });

  it('sends a checked enquiry to the seller and says so', async () => {
    const { user, dialog } = await openDialog();
    const message = within(dialog).getByLabelText('Message');
    expect(message).toHaveValue('Hello, is "Raffia basket" still available?');
    // The buyer's own details arrive from their profile; emptied here to see the form's checks.
    await waitFor(() => expect(within(dialog).getByLabelText('Your name')).toHaveValue('Ada Obi'));
    await user.clear(within(dialog).getByLabelText('Your name'));
    await user.clear(within(dialog).getByLabelText('Your phone number or e-mail'));
    await user.clear(message);
    await user.type(message, 'short');
    await user.type(within(dialog).getByLabelText('Your phone number or e-mail'), 'not a contact');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(
      await within(dialog).findByText('Please write a message of 10 to 1000 characters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your phone number or e-mail')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Please enter a phone number or an e-mail address the seller can reach you on.',
      ) as string,
    );
    expect(productsDb.enquiries).toHaveLength(0);

    await user.type(message, ' - is it still for sale?');
    await user.type(within(dialog).getByLabelText('Your name'), 'Bola');
    await user.clear(within(dialog).getByLabelText('Your phone number or e-mail'));
    await user.type(within(dialog).getByLabelText('Your phone number or e-mail'), 'bola@buyer.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(dialog).findByText('Your enquiry has been sent to the seller.')).toBeInTheDocument();
    expect(productsDb.enquiries).toEqual([
      {
        productId: 61,
        body: { message: 'short - is it still for sale?', name: 'Bola', contact: 'bola@buyer.example' },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("prefills the signed-in buyer's name and contact from their profile, still editable (issue 31)", async () => {
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByLabelText('Your name');
    const contact = within(dialog).getByLabelText('Your phone number or e-mail');
    // demoCreativeProfile: Ada Obi, +2348012345678 (a phone the form accepts comes before the e-mail).
    await waitFor(() => expect(name).toHaveValue('Ada Obi'));
    expect(contact).toHaveValue('+2348012345678');
    await user.clear(contact);
    await user.type(contact, 'ada@buyer.example');
    await user.type(name, ' (Mrs)');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(dialog).findByText('Your enquiry has been sent to the seller.')).toBeInTheDocument();
    expect(productsDb.enquiries[0]?.body).toMatchObject({
      name: 'Ada Obi (Mrs)',
      contact: 'ada@buyer.example',
    });
  });

  it("shows the server's refusal (too many enquiries) in the dialog", async () => {
    server.use(
      http.post(apiUrl('/prop/product/:id/enquiry'), () =>
        errorEnvelope(429, 'You have sent too many enquiries. Please try again in 42 minutes.'),
      ),
    );
    const { user, dialog } = await openDialog();
    // Name and contact come from the buyer's profile.
    await waitFor(() => expect(within(dialog).getByLabelText('Your name')).toHaveValue('Ada Obi'));
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent too many enquiries. Please try again in 42 minutes.',
    );
  });

  it("offers the seller's WhatsApp with a preset message naming the product, only when the product carries it", async () => {
    productsDb.items = [
      makeProduct({ id: 61, title: 'Raffia basket', author: seller, whatsapp: '+2348035550101' }),
    ];
    renderApp('/marketdetailsPage/61');
    const link = await screen.findByRole('link', { name: /Chat on WhatsApp/ });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/2348035550101');
    expect(href.searchParams.get('text')).toContain('"Raffia basket"');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('buyerDetails', () => {
  it("reads each kind's name, and the phone only when the form would accept it, else the e-mail", () => {
    expect(
      buyerDetails(
        { first_name: 'Ada', last_name: ' Obi ', phone_number: '0803 123 4567', email: 'a@x.ng' },
        'creative',
      ),
    ).toEqual({ name: 'Ada Obi', contact: '0803 123 4567' });
    expect(
      buyerDetails(
        { registered_name: 'Adire Ltd', trade_name: 'Adire House', phone_number: '12', email: 'b@x.ng' },
        'business',
      ),
    ).toEqual({ name: 'Adire House', contact: 'b@x.ng' });
    expect(
      buyerDetails(
        { name: 'Arts Fund', user_name: 'Bola Ade', user_email: 'bola@x.ng', email: 'org@x.ng' },
        'partner',
      ),
    ).toEqual({ name: 'Bola Ade', contact: 'bola@x.ng' });
    expect(buyerDetails({}, 'creative')).toEqual({ name: '', contact: '' });
  });
});
