// The public /open-data page (issue 19): the sector's figures as captioned tables (the ones the server sends without
// JavaScript) with charts, '<5' cells and their note, the method, the computed time in Nigerian time, the licence,
// and the CSV and JSON links; reached from the footer and the About page.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OPEN_DATA_TABLES } from '@/testing/insight-titles';
import { DEFAULT_STATS } from '@/testing/mocks/handlers/stats';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

async function openPage() {
  const result = renderApp('/open-data');
  await screen.findByRole('heading', { name: 'Open data', level: 1 });
  await screen.findByRole('table', { name: 'Members by kind' });
  return result;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/open-data', () => {
  it('shows every figure as a captioned table, with a chart beside it', async () => {
    await openPage();
    for (const name of OPEN_DATA_TABLES) {
      const table = screen.getByRole('table', { name });
      expect(table).toBeVisible();
      expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(2);
      const figure = screen.getByRole('figure', { name });
      expect(
        within(figure).getByRole('img', {
          name: `Chart: ${name}. The table that follows holds its figures.`,
        }),
      ).toBeInTheDocument();
    }
    expect(cellsOf(rowOf(screen.getByRole('table', { name: 'Members by kind' }), 'Creatives'))).toEqual([
      '1,250',
    ]);
    const states = screen.getByRole('table', { name: 'Members by state' });
    expect(cellsOf(rowOf(states, 'Lagos'))).toEqual(['412', '131']);
    expect(
      within(screen.getByRole('table', { name: 'Registry growth by month' })).getByRole('rowheader', {
        name: 'Oct 2026',
      }),
    ).toBeInTheDocument();
    expect(
      cellsOf(
        rowOf(
          screen.getByRole('table', { name: 'Opportunities, trainings and tools on offer' }),
          'Opportunities',
        ),
      ),
    ).toEqual(['42']);
    // Calls for proposals (issue 32): the rows of calls open to all and of no state given in the reader's words.
    const callsByState = screen.getByRole('table', { name: 'Calls for proposals by state' });
    expect(
      within(callsByState)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['State', 'Open', 'Not open yet', 'Closed']);
    expect(cellsOf(rowOf(callsByState, 'All states'))).toEqual(['1', '1', '4']);
    const proposalsByState = screen.getByRole('table', { name: "Proposals by the applicant's state" });
    expect(cellsOf(rowOf(proposalsByState, 'Kano'))).toEqual(['18', '<5', '12']);
    expect(cellsOf(rowOf(proposalsByState, 'Not given'))).toEqual(['<5', '9', '<5']);
    expect(
      cellsOf(rowOf(screen.getByRole('table', { name: 'Proposals by status' }), 'All proposals')),
    ).toEqual(['48', '21', '30']);
  });

  it("shows suppressed cells as '<5' and says why", async () => {
    await openPage();
    const states = screen.getByRole('table', { name: 'Members by state' });
    expect(cellsOf(rowOf(states, 'Enugu'))).toEqual(['<5', '<5']);
    expect(cellsOf(rowOf(states, 'Oyo'))).toEqual(['96', '<5']);
    expect(screen.getAllByText(/'<5' means fewer than 5 members/).length).toBeGreaterThan(0);
  });

  it('writes down the method, the computed time, the licence and the downloads', async () => {
    await openPage();
    const method = screen.getByRole('region', { name: 'How the figures are made' });
    expect(method).toHaveTextContent(/e-mail address verified/);
    expect(method).toHaveTextContent(/fewer than 5/);
    expect(method).toHaveTextContent(/complement/);
    expect(method).toHaveTextContent(/at most an hour/);
    expect(screen.getByText(/Computed 24 Nov 2026, 09:30 \(Nigerian time\)/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Creative Commons Attribution 4.0 (CC BY 4.0)' }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${window.location.origin}/clap/prop/public/stats.csv`,
    );
    expect(screen.getByRole('link', { name: 'The same figures as JSON' })).toHaveAttribute(
      'href',
      `${window.location.origin}/clap/prop/public/stats`,
    );
  });

  it('says so when the host publishes no open data', async () => {
    const { open_data: _dropped, ...withoutOpenData } = DEFAULT_STATS;
    server.use(http.get(apiUrl('/prop/public/stats'), () => okEnvelope(withoutOpenData)));
    renderApp('/open-data');
    expect(await screen.findByText('The figures are not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is linked from the footer and from the About page', async () => {
    const { user, router } = renderApp('/aboutus');
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/open-data');
    const main = screen.getByRole('main');
    await user.click(await within(main).findByRole('link', { name: /the sector's figures/i }));
    expect(router.state.location.pathname).toBe('/open-data');
    expect(await screen.findByRole('heading', { name: 'Open data', level: 1 })).toBeInTheDocument();
  });
});
