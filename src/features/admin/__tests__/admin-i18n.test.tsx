// The admin screens in Hausa (issue 17): the directory and the Reports tab read their words from the `admin`
// catalogue; the contract's labels the admin screens show are marked for that catalogue, word for word.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHT_PERIOD_LABELS } from '@contract/insights';
import { ITEM_TYPE_LABELS, MODERATION_MESSAGES, REPORT_REASON_LABELS } from '@contract/moderation';
import { SUPPORT_TYPES } from '@contract/support-types';
import { KIND_SERIES } from '@/components/charts/chart-data';
import { resetForTests } from '@/i18n/catalogues';
import en from '@/i18n/locales/en/admin.json';
import ha from '@/i18n/locales/ha/admin.json';
import { changeLanguage, fill } from '@/i18n/runtime';
import { seedSession } from '@/testing/generators';
import { resetAdminRows } from '@/testing/mocks/handlers/admin';
import { resetReportsDb } from '@/testing/mocks/handlers/reports';
import { renderApp } from '@/testing/render';
import { CONTRACT_TEXTS } from '../components/admin-texts';

configure({ asyncUtilTimeout: 5000 });

describe('the admin texts taken from the contract', () => {
  it('are marked for the admin catalogue word for word', () => {
    const shown = [
      ...Object.values(REPORT_REASON_LABELS),
      ...Object.values(ITEM_TYPE_LABELS),
      ...Object.values(INSIGHT_PERIOD_LABELS),
      ...SUPPORT_TYPES.map((type) => type.label),
      MODERATION_MESSAGES.dismissed,
    ];
    for (const text of shown) expect(CONTRACT_TEXTS).toContain(text);
    for (const series of KIND_SERIES) expect(en).toHaveProperty([series.label]);
  });
});

describe('the admin dashboard in Hausa', () => {
  beforeEach(async () => {
    resetAdminRows();
    resetReportsDb();
    seedSession('admin');
    await changeLanguage('ha');
  });
  afterEach(resetForTests);

  it('names the tabs, columns, states and actions of the directory from the catalogue', async () => {
    const { user } = renderApp('/admin-dashboard');
    expect(await screen.findByRole('button', { name: `${ha['Creatives']} (12)` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: ha['Accounts'] })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: ha['Name'] })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: ha['State_account'] })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'Ada1 Obi' })).closest('tr')!;
    expect(within(row).getByText(ha['active'])).toBeInTheDocument();
    await user.click(
      within(row).getByRole('button', { name: fill(ha['Actions for {{name}}'], { name: 'Ada1 Obi' }) }),
    );
    expect(await screen.findByRole('button', { name: ha['View Details'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ha['BlackList'] })).toBeInTheDocument();
  });

  it('words the report queue from the catalogue, the reporters’ words and titles as they are', async () => {
    renderApp('/admin-dashboard?view=reports');
    const post = (await screen.findByRole('link', { name: 'Ankara jacket' })).closest('tr')!;
    expect(within(post).getByRole('rowheader')).toHaveTextContent(`W${ha['post'].slice(1)}`);
    expect(within(post).getByText(`${ha['Spam']} (2)`)).toBeInTheDocument();
    expect(within(post).getByText('Same post ten times today.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: ha['Reasons'] })).toBeInTheDocument();
    const dismiss = `${ha['Dismiss']} ${fill(ha['the reports of {{name}}'], { name: 'Ankara jacket' })}`;
    expect(within(post).getByRole('button', { name: dismiss })).toBeInTheDocument();
  });

  it('titles the Insights charts and names the period from the catalogue', async () => {
    renderApp('/admin-dashboard?tab=insights');
    expect(await screen.findByRole('heading', { name: ha['Insights'], level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: ha['Registrations over time'] })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: ha['Period'] })).toHaveDisplayValue(ha['Last 12 months']);
  });
});
