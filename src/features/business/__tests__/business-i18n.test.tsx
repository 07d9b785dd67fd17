// Issue 17: the business screens in another language, from the business catalogue.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_URL_MESSAGES } from '@contract/web-url';
import { resetForTests } from '@/i18n/catalogues';
import ha from '@/i18n/locales/ha/business.json';
import haCommon from '@/i18n/locales/ha/common.json';
import pcm from '@/i18n/locales/pcm/business.json';
import { changeLanguage } from '@/i18n/runtime';
import { seedSession } from '@/testing/generators';
import { ownedBusinesses } from '@/testing/mocks/handlers/profiles';
import { findPageHeading, renderApp } from '@/testing/render';
import { LINK_MESSAGES } from '../schemas/add-business-schema';

// The page titles ('Your Profile', 'Settings'...) are keys of the common catalogue too; until it is filled, its empty
// entries may win over this namespace's (the runtime merges the loaded catalogues), so the tests read other texts.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  resetForTests();
  ownedBusinesses.splice(0);
});

describe('business screens in other languages', () => {
  it('shows Your Business Profile and the Add a Business dialog in Hausa, with its validation', async () => {
    await changeLanguage('ha');
    seedSession('user');
    const { user } = renderApp('/businessProfile');
    await findPageHeading(/./);
    expect(await screen.findByText(ha['No Business Added'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ha['Add a Business'] }));
    const dialog = await screen.findByRole('dialog', { name: ha['Add a Business'] });
    await user.type(await within(dialog).findByLabelText(ha.Address), 'x'.repeat(301));
    await user.click(within(dialog).getByRole('button', { name: haCommon.Save }));
    expect(await within(dialog).findByText(ha['Business name is required.'])).toBeInTheDocument();
    expect(
      within(dialog).getByText(ha['At most {{max}} characters.'].replace('{{max}}', '300')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('option', { name: ha['Choose sector'] })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: haCommon.Cancel })).toBeInTheDocument();
  });

  it('shows the business view in Pidgin', async () => {
    await changeLanguage('pcm');
    seedSession('user');
    renderApp('/bussinesspage');
    expect(await screen.findByText(pcm['No Business Added'])).toBeInTheDocument();
  });

  it('marks the website message lib/form-rules shows, word for word', () => {
    expect(LINK_MESSAGES).toEqual([WEB_URL_MESSAGES.website]);
  });
});
