// The training screens in Igbo (issue 17): the list's title, cards and the details' facts come from the training
// catalogue, the location as the portal's word; the events' own titles stay as sent.
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_LOCATION_LABELS } from '@contract/options';
import { resetForTests } from '@/i18n/catalogues';
import ig from '@/i18n/locales/ig/training.json';
import { changeLanguage } from '@/i18n/runtime';
import { findPageHeading, renderApp } from '@/testing/render';
import { EVENT_LOCATION_TEXT } from '../labels';

configure({ asyncUtilTimeout: 8000 }); // shared machine: lazy routes and modals may take seconds

afterEach(resetForTests);

describe('training in Igbo', () => {
  it('shows the list and a training from the catalogue', async () => {
    await changeLanguage('ig');
    const { user } = renderApp('/trainingpage');
    await findPageHeading(ig['Training']);
    expect(screen.getByText(ig['Training events posted by partners.'])).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: ig['Search training by title'] })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: new RegExp(`^${ig['View details']}: `) });
    await user.click(links[0]);
    await findPageHeading(ig['Training Details']);
    expect(await screen.findByText(ig['Date and time'])).toBeInTheDocument();
    expect(screen.getByText(ig['Location'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${ig['Attend']}`) })).toHaveTextContent(
      `${ig['Attend']} ${ig['(opens in a new tab)']}`,
    );
    expect(screen.getByRole('link', { name: ig['Back to training'] })).toBeInTheDocument();
  });

  it('keeps the location labels equal to the contract', () => {
    expect(EVENT_LOCATION_TEXT).toEqual(EVENT_LOCATION_LABELS);
  });
});
