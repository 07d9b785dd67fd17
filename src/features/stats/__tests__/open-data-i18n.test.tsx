// /open-data in Yorùbá (issue 17): the page, the charts' titles, their tables' headings and the portal's own
// categories come from the stats catalogue; months are written the language's way.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import yo from '@/i18n/locales/yo/stats.json';
import { changeLanguage } from '@/i18n/runtime';
import { renderApp } from '@/testing/render';
import { formatMonth } from '../components/open-data-charts';

afterEach(resetForTests);

describe('/open-data in Yorùbá', () => {
  it('titles the page, the charts and their tables from the catalogue', async () => {
    await changeLanguage('yo');
    renderApp('/open-data');
    await screen.findByRole('heading', { name: yo['Open data'], level: 1 });
    const kinds = await screen.findByRole('table', { name: yo['Members by kind'] });
    expect(within(kinds).getByRole('columnheader', { name: yo['Kind'] })).toBeInTheDocument();
    expect(within(kinds).getByRole('rowheader', { name: yo['Creatives'] })).toBeInTheDocument();
    const offers = screen.getByRole('table', { name: yo['Opportunities, trainings and tools on offer'] });
    expect(within(offers).getByRole('rowheader', { name: yo['Opportunities'] })).toBeInTheDocument();
    expect(within(offers).getByRole('columnheader', { name: yo['Live now'] })).toBeInTheDocument();
    const growth = screen.getByRole('table', { name: yo['Registry growth by month'] });
    expect(within(growth).getByRole('rowheader', { name: formatMonth('2026-10') })).toBeInTheDocument();
    expect(formatMonth('2026-10')).not.toBe('Oct 2026');
    expect(screen.getByRole('region', { name: yo['How the figures are made'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: yo['Download CSV'] })).toBeInTheDocument();
    expect(screen.queryByText('Members by state')).not.toBeInTheDocument();
    // Calls for proposals (issue 32): the row of calls open to every sector and the phases in the catalogue's words.
    const calls = screen.getByRole('table', { name: yo['Calls for proposals by sector'] });
    expect(within(calls).getByRole('rowheader', { name: yo['All sectors'] })).toBeInTheDocument();
    expect(within(calls).getByRole('columnheader', { name: yo['Not open yet'] })).toBeInTheDocument();
    const proposals = screen.getByRole('table', { name: yo["Proposals by the applicant's state"] });
    expect(within(proposals).getByRole('rowheader', { name: yo['Not given'] })).toBeInTheDocument();
  });
});
