// The tools in Hausa (issue 17): the listing's filters, cards and the Create Tool form read from the catalogue.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import haCommon from '@/i18n/locales/ha/common.json';
import ha from '@/i18n/locales/ha/tools.json';
import { changeLanguage } from '@/i18n/runtime';
import { makePartner, seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';
import { TOOL_PRICE_LABELS, TOOL_TYPE_LABELS } from '@contract/options';
import { TOOL_OPTION_TEXTS } from '../components/tool-choices';

configure({ asyncUtilTimeout: 8000 });

afterEach(resetForTests);

const offerLinks = () => screen.queryAllByRole('link', { name: new RegExp(`^${ha['View Offer']}`) });

describe('tools in Hausa', () => {
  it('names the filters, their choices and the cards from the catalogue', async () => {
    await changeLanguage('ha');
    const { user } = renderApp('/toolsPage');
    await findPageHeading(ha['Tools']);
    expect(screen.getByText(ha['Discounted offers from partners.'])).toBeInTheDocument();
    // The phone's filter toggle, from the common catalogue.
    expect(screen.getByRole('button', { name: haCommon['Show filters'] })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(offerLinks()).toHaveLength(9));
    const price = screen.getByRole('group', { name: ha['Price'] });
    expect(within(price).getByRole('radio', { name: haCommon['All'] })).toBeChecked();
    await user.click(within(price).getByRole('radio', { name: ha['Free'] }));
    await user.click(
      within(screen.getByRole('group', { name: ha['Type'] })).getByRole('radio', { name: ha['Membership'] }),
    );
    await waitFor(() => expect(offerLinks()).toHaveLength(2));
    const card = screen.getByRole('heading', { name: 'Tool 6' }).closest('article')!;
    // The sector (stored as its English name), the price and the type are the catalogues' words.
    expect(card).toHaveTextContent(`${haCommon['Design']} · ${ha['Free']} · ${ha['Membership']}`);
    expect(screen.getByRole('searchbox', { name: ha['Search offers by title'] })).toBeInTheDocument();
  });

  it('asks for every field of Create Tool in Hausa', async () => {
    seedSession('partner', { profile: makePartner({ id: 99, approved: true }) });
    await changeLanguage('ha');
    const { user } = renderApp('/toolsPage');
    await user.click(await screen.findByRole('button', { name: new RegExp(ha['Create Tool']) }));
    const dialog = await screen.findByRole('dialog', { name: ha['Create Tool'] });
    await user.click(within(dialog).getByRole('button', { name: ha['Create Tool'] }));
    expect(await within(dialog).findByText(ha['All fields are required'])).toBeInTheDocument();
    expect(within(dialog).getByLabelText(ha['Name'])).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(within(dialog).getByLabelText(ha['Type'])).getByRole('option', {
        name: ha['One-time purchase'],
      }),
    ).toHaveValue('one-time-purchase');
  });

  it('carries every price and type label of the contract', () => {
    expect(TOOL_OPTION_TEXTS.sort()).toEqual(
      [...Object.values(TOOL_PRICE_LABELS), ...Object.values(TOOL_TYPE_LABELS)].sort(),
    );
  });
});
