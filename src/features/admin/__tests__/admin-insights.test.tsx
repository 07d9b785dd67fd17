// The admin dashboard's Insights tab (issue 19): the period selector refetches, every chart is a titled figure with
// a table of its figures, the table toggles into view, and each chart downloads its figures as a safe CSV.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightPeriod } from '@contract/insights';
import { seedSession } from '@/testing/generators';
import { ADMIN_CHART_TITLES } from '@/testing/insight-titles';
import { adminInsightsFor } from '@/testing/mocks/handlers/insights';
import { server } from '@/testing/mocks/server';
import { apiUrl, okEnvelope } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';

let periods: string[] = [];
beforeEach(() => {
  seedSession('admin');
  periods = [];
  server.use(
    http.get(apiUrl('/prop/admin/insights'), ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') as InsightPeriod;
      periods.push(period);
      return okEnvelope(adminInsightsFor(period), 'Insights');
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const figure = (title: string) => screen.getByRole('figure', { name: title });

async function openInsights(route = '/admin-dashboard?tab=insights') {
  const result = renderApp(route);
  await screen.findByRole('heading', { name: 'Insights', level: 2 });
  await screen.findByRole('figure', { name: 'Registrations over time' });
  return result;
}

/** Captures the Blob a download hands to URL.createObjectURL, and the link it clicks. */
function captureDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  return { createObjectURL, clicks };
}

describe('/admin-dashboard Insights tab', () => {
  it('sits beside the account tabs and opens from them', async () => {
    const { user, router } = renderApp('/admin-dashboard');
    await user.click(await screen.findByRole('button', { name: 'Insights' }));
    expect(await screen.findByRole('heading', { name: 'Insights', level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toContain('tab=insights');
    expect(screen.getByRole('button', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
    // The name search belongs to the account lists only (the header's site search is on every page).
    expect(
      screen.queryByRole('searchbox', { name: (name) => name !== 'Search the portal' }),
    ).not.toBeInTheDocument();
  });

  it('titles every chart and gives each a table with its figures', async () => {
    await openInsights();
    const figures = screen.getAllByRole('figure');
    expect(figures.map((f) => within(f).getByRole('heading', { level: 3 }).textContent)).toEqual(
      ADMIN_CHART_TITLES,
    );
    for (const title of ADMIN_CHART_TITLES) {
      const table = within(figure(title)).getByRole('table', { name: title });
      expect(within(table).getAllByRole('columnheader').length).toBeGreaterThanOrEqual(2);
      expect(
        within(figure(title)).getByRole('img', {
          name: `Chart: ${title}. The table that follows holds its figures.`,
        }),
      ).toBeInTheDocument();
    }
    const states = within(figure('Members by state of residence')).getByRole('table');
    const lagos = within(states).getByRole('rowheader', { name: 'Lagos' }).closest('tr')!;
    expect(
      within(lagos)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['412', '131']);
    // All 36 states and the FCT are listed, with 'Not given' last.
    expect(within(states).getAllByRole('rowheader')).toHaveLength(38);
    expect(within(states).getAllByRole('rowheader').at(-1)).toHaveTextContent('Not given');
    expect(within(figure('Members by sector')).getAllByRole('rowheader')).toHaveLength(20);
    expect(
      within(figure('Partners awaiting approval')).getByText('4 partners await approval.'),
    ).toBeInTheDocument();
    // Calls for proposals: each call's proposals by status, its approval rate, the period's rate.
    const calls = figure('Proposals per call');
    expect(
      within(calls).getByText('9 proposals; approval rate 67% (approved of decided).'),
    ).toBeInTheDocument();
    const film = within(calls).getByRole('rowheader', { name: 'Film Fund (approved: 60%)' }).closest('tr')!;
    expect(
      within(film)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '3', '2']);
    // No reports yet: no reports chart.
    expect(screen.queryByRole('figure', { name: 'Reports opened and resolved' })).not.toBeInTheDocument();
  });

  it('asks for the chosen period again and shows its figures', async () => {
    const { user, router } = await openInsights();
    expect(periods).toEqual(['12m']);
    const select = screen.getByRole('combobox', { name: 'Period' });
    expect(select).toHaveDisplayValue('Last 12 months');
    expect(
      within(figure('Registrations over time')).getByRole('rowheader', { name: 'Dec 2025' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, 'Last 30 days');
    await waitFor(() => expect(periods).toEqual(['12m', '30d']));
    // The chart is found anew each time: while the new period loads, the tab may show its loading state instead.
    await waitFor(() =>
      expect(
        within(figure('Registrations over time')).getByRole('rowheader', { name: '26 Oct 2026' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(figure('Registrations over time')).getByRole('columnheader', { name: 'Day' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain('period=30d');
    await user.selectOptions(select, 'All time');
    await waitFor(() => expect(periods).toEqual(['12m', '30d', 'all']));
  });

  it('shows a table on request', async () => {
    const { user } = await openInsights();
    const toggle = within(figure('Members by sector')).getByRole('button', {
      name: 'Show table: Members by sector',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const holder = within(figure('Members by sector')).getByRole('table').parentElement!;
    expect(holder).toHaveClass('visually-hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(holder).not.toHaveClass('visually-hidden');
  });

  it('downloads a chart as CSV built from the same figures, safe for spreadsheets', async () => {
    const base = adminInsightsFor('12m');
    server.use(
      http.get(apiUrl('/prop/admin/insights'), () =>
        okEnvelope({
          ...base,
          by_sector: [...base.by_sector, { sector: '=HYPERLINK("http://x")', creative: 1, business: 0 }],
        }),
      ),
    );
    const { createObjectURL, clicks } = captureDownloads();
    const { user } = await openInsights();
    await user.click(
      within(figure('Members by sector')).getByRole('button', { name: 'Download CSV: Members by sector' }),
    );
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('insights-members-by-sector-12m.csv');
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('Sector,Creatives,Businesses');
    expect(lines[1]).toBe('Music,301,44');
    expect(lines).toContain('"\'=HYPERLINK(""http://x"")",1,0');
    expect(lines).toContain('Architecture,0,0');
    expect(lines.at(-2)).toBe('Not given,12,2');
  });

  it('charts reports opened and resolved once there are any', async () => {
    const base = adminInsightsFor('12m');
    server.use(
      http.get(apiUrl('/prop/admin/insights'), () =>
        okEnvelope({ ...base, reports_per_week: [{ bucket: '2026-11-16', opened: 6, resolved: 4 }] }),
      ),
    );
    await openInsights();
    const reports = await screen.findByRole('figure', { name: 'Reports opened and resolved' });
    const row = within(reports).getByRole('rowheader', { name: '16 Nov 2026' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '4']);
  });
});
