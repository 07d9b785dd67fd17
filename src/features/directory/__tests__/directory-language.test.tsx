// The directory in another language (issue 17): title, tabs, search and states from the directory catalogue.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import yo from '@/i18n/locales/yo/directory.json';
import { changeLanguage, pendingLoad } from '@/i18n/runtime';
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
