// The directory in another language (issue 17): title, tabs, search and states from the directory catalogue.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import yo from '@/i18n/locales/yo/directory.json';
import { changeLanguage, pendingLoad } from '@/i18n/runtime';
import { directoryData } from '@/testing/mocks/handlers/directory';
import { renderApp } from '@/testing/render';

afterEach(resetForTests);

describe('the directory in Yorùbá', () => {
  it('names its tabs, search and title in Yorùbá', async () => {
    await changeLanguage('yo');
    await pendingLoad('directory');
    renderApp('/directorypage');
    expect(await screen.findByRole('heading', { level: 1, name: yo['Directory'] })).toBeInTheDocument();
    expect(
      screen.getByText(yo['The public directory of creatives, businesses and partners.']),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: yo['Directory tabs'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(yo['Creatives']) })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: yo['Search the directory by name'] })).toBeInTheDocument();
    expect(await screen.findAllByText(yo['Active'])).not.toHaveLength(0);
  });
});

describe("a partner's card in Yorùbá (issue 31)", () => {
  it('shows the stored sector and partner type by their translated labels, never the raw value', async () => {
    const partners = directoryData.partners;
    directoryData.partners = [{ ...partners[0], industry: 'private', partner_type: 'donate' }];
    try {
      await changeLanguage('yo');
      await pendingLoad('directory');
      renderApp('/directorypage?tab=partners');
      expect(await screen.findByText(`${yo['Private']} · ${yo['Donor']}`)).toBeInTheDocument();
      expect(yo['Private']).not.toBe('Private');
      expect(screen.queryByText(/private/)).not.toBeInTheDocument();
    } finally {
      directoryData.partners = partners;
    }
  });
});
