// The marketplace in another language (issue 17): the filters in Pidgin, a product's page and the enquiry dialog in
// Yorùbá (its shared fields from the common catalogue), each text read from the catalogue; prices keep their NGN
// format; the contract texts stay keys.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineSubmitText } from '@/hooks/use-create-submit';
import { resetForTests } from '@/i18n/catalogues';
import pcm from '@/i18n/locales/pcm/marketplace.json';
import yo from '@/i18n/locales/yo/marketplace.json';
import yoCommon from '@/i18n/locales/yo/common.json';
import { changeLanguage, translate } from '@/i18n/runtime';
import { makeProduct, seedSession } from '@/testing/generators';
import { productsDb, resetProductsDb } from '@/testing/mocks/handlers/products';
import { renderApp } from '@/testing/render';
import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN, ENQUIRY_MESSAGES } from '@contract/enquiries';
import { MODERATION_MESSAGES } from '@contract/moderation';
import { MARKETPLACE_CONTRACT_TEXTS as TEXTS } from '../texts';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => resetProductsDb(0));
afterEach(resetForTests);

describe('the marketplace in Pidgin', () => {
  it('labels the filters, their options and buttons from the catalogue, and says a wrong range in Pidgin', async () => {
    productsDb.items = [makeProduct({ id: 5, title: 'Raffia basket', price: 800000, category: 'service' })];
    await changeLanguage('pcm');
    const { user } = renderApp('/marketpage');
    expect(await screen.findByRole('heading', { level: 1, name: pcm['Marketplace'] })).toBeInTheDocument();
    const panel = await screen.findByRole('form', { name: pcm['Filter products'] });
    expect(within(panel).getByRole('button', { name: pcm['Apply filters'] })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: pcm['Clear filters'] })).toBeInTheDocument();
    expect(pcm['Apply filters']).not.toBe('Apply filters');
    expect(within(panel).getByRole('option', { name: pcm['All categories'] })).toBeInTheDocument();
    expect(within(panel).getByRole('option', { name: pcm['Service'] })).toHaveValue('service');
    expect(screen.getByRole('searchbox', { name: pcm['Search products'] })).toBeInTheDocument();
    // The price keeps today's format in every language.
    expect(await screen.findByText('₦800,000')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText(pcm['Lowest price']), '9000');
    await user.type(within(panel).getByLabelText(pcm['Highest price']), '100');
    await user.click(within(panel).getByRole('button', { name: pcm['Apply filters'] }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      pcm['The lowest price must not be above the highest price.'],
    );
  });
});

describe('a product in Yorùbá', () => {
  it('shows the page and the enquiry dialog from the catalogue', async () => {
    const author = { id: 610, kind: 'creative' as const, name: 'Ngozi Eze' };
    productsDb.items = [makeProduct({ id: 61, title: 'Raffia basket', price: 1200000, quantity: 3, author })];
    seedSession('user');
    await changeLanguage('yo');
    const { user } = renderApp('/marketdetailsPage/61');
    await screen.findByRole('heading', { level: 1, name: 'Raffia basket' });
    expect(screen.getByText('₦1,200,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: yo['Product features'] })).toBeInTheDocument();
    expect(
      screen.getByText(yo['Quantity available: {{quantity}}'].replace('{{quantity}}', '3')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: yo['Go Back'] })).toBeInTheDocument();
    // 'Sold by <link>{{name}}</link>': the seller's name stays a link inside the sentence.
    expect(screen.getByRole('link', { name: 'Ngozi Eze' }).closest('p')).toHaveTextContent(
      yo['Sold by <link>{{name}}</link>'].replace(/<\/?link>/g, '').replace('{{name}}', 'Ngozi Eze'),
    );
    await user.click(screen.getByRole('button', { name: yo['Buy Now'] }));
    const dialog = await screen.findByRole('dialog', {
      name: yo['Enquire about {{title}}'].replace('{{title}}', 'Raffia basket'),
    });
    expect(within(dialog).getByLabelText(yoCommon['Your name'])).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: yo['Send enquiry'] })).toBeInTheDocument();
    // The contract's validation message, shown through translate() (the name prefilled from the buyer's profile is
    // cleared first).
    const name = within(dialog).getByLabelText(yoCommon['Your name']);
    await waitFor(() => expect(name).not.toHaveValue(''));
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: yo['Send enquiry'] }));
    expect(await within(dialog).findByText(yo['Please enter your name.'])).toBeInTheDocument();
  });
});

describe('the texts the marketplace shows from elsewhere', () => {
  it('are the contract and hook texts word for word', async () => {
    const template = (text: string) =>
      text.replace('{{min}}', String(ENQUIRY_MESSAGE_MIN)).replace('{{max}}', String(ENQUIRY_MESSAGE_MAX));
    expect(template(TEXTS.enquiryMessage)).toBe(ENQUIRY_MESSAGES.message);
    expect(TEXTS.enquiryName).toBe(ENQUIRY_MESSAGES.name);
    expect(TEXTS.enquiryContact).toBe(ENQUIRY_MESSAGES.contact);
    expect(TEXTS.enquirySent).toBe(ENQUIRY_MESSAGES.sent);
    expect(TEXTS.updated).toBe(MODERATION_MESSAGES.updated);
    expect(TEXTS.offlineNew).toBe(offlineSubmitText(false, 'Create Product'));
    expect(TEXTS.offlineEdit).toBe(offlineSubmitText(true, 'Create Product'));
    // A number inside finds the template's translation.
    await changeLanguage('pcm');
    expect(translate(ENQUIRY_MESSAGES.message)).toBe(
      template(pcm['Please write a message of {{min}} to {{max}} characters.']),
    );
  });
});

describe("the seller's WhatsApp in Yorùbá", () => {
  it('presets the message in the reader’s language, naming the product', async () => {
    const author = { id: 610, kind: 'creative' as const, name: 'Ngozi Eze' };
    productsDb.items = [makeProduct({ id: 62, title: 'Raffia basket', author, whatsapp: '+2348035550101' })];
    await changeLanguage('yo');
    renderApp('/marketdetailsPage/62');
    const link = await screen.findByRole('link', { name: new RegExp(yoCommon['Chat on WhatsApp']) });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text');
    const template =
      yo['Hello, I saw your product "{{title}}" on the {{portal}} marketplace. Is it available?'];
    expect(template).not.toMatch(/^Hello/);
    expect(text).toBe(template.replace('{{title}}', 'Raffia basket').replace('{{portal}}', 'CLAP'));
  });
});
