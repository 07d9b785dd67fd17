// The opportunities in Igbo (issue 17): the list's filters and cards, and the details page, read from the catalogue.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import ig from '@/i18n/locales/ig/opportunities.json';
import { changeLanguage } from '@/i18n/runtime';
import { formatNigeriaDate } from '@/lib/date-time';
import { findPageHeading, renderApp } from '@/testing/render';
import {
  OPPORTUNITY_LEVEL_LABELS,
  OPPORTUNITY_LOCATION_LABELS,
  OPPORTUNITY_TIMING_LABELS,
} from '@contract/options';
import { OPPORTUNITY_OPTION_TEXTS } from '../components/opportunity-choices';

configure({ asyncUtilTimeout: 8000 });

afterEach(resetForTests);

const detailLinks = () => screen.queryAllByRole('link', { name: new RegExp(`^${ig['View details']}`) });

describe('opportunities in Igbo', () => {
  it('names the filters, their choices and the cards from the catalogue', async () => {
    await changeLanguage('ig');
    const { user } = renderApp('/opportunitypage');
    await findPageHeading(ig['Opportunities']);
    await waitFor(() => expect(detailLinks()).toHaveLength(4));
    await user.click(
      within(screen.getByRole('group', { name: ig['Location'] })).getByRole('radio', { name: ig['Remote'] }),
    );
    await waitFor(() => expect(detailLinks()).toHaveLength(3));
    const card = screen.getByRole('heading', { name: 'Opportunity 3' }).closest('article')!;
    expect(card).toHaveTextContent(`${ig['Full time']} · ${ig['Remote']} · ${ig['Junior']}`);
    const deadline = formatNigeriaDate('2026-12-31T22:59:00.000Z');
    expect(
      within(card).getByText(ig['Deadline: {{date}}'].replace('{{date}}', deadline)),
    ).toBeInTheDocument();
  });

  it('shows the details page from the catalogue', async () => {
    await changeLanguage('ig');
    renderApp('/opportunity/3');
    await findPageHeading(ig['Opportunity Details']);
    expect(await screen.findByRole('link', { name: new RegExp(`^${ig['Attend']}`) })).toBeInTheDocument();
    expect(screen.getByText(ig['Location'])).toBeInTheDocument();
    expect(screen.getByText(ig['Level'])).toBeInTheDocument();
    expect(screen.getByText(ig['Junior'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ig['Go Back'] })).toBeInTheDocument();
  });

  it('carries every timing, location and level label of the contract', () => {
    const labels = new Set([
      ...Object.values(OPPORTUNITY_TIMING_LABELS),
      ...Object.values(OPPORTUNITY_LOCATION_LABELS),
      ...Object.values(OPPORTUNITY_LEVEL_LABELS),
    ]);
    expect(new Set(OPPORTUNITY_OPTION_TEXTS)).toEqual(labels);
  });
});
