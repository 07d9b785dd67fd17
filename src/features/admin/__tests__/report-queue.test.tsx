// The admin's Reports tab (issue 14): the open count as the tab's badge, the rows (type, title linking to the item,
// author, count, reasons with counts, details as text, dates in Nigerian time), Dismiss and Take down (a required
// reason of 10 to 500 characters) with their toasts and calls, the resolved view, and cards on a phone.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { setViewportWidth } from '@/testing/match-media';
import { reportsDb, resetReportsDb } from '@/testing/mocks/handlers/reports';
import { renderApp } from '@/testing/render';
import { MODERATION_MESSAGES } from '@contract/moderation';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetReportsDb();
  seedSession('admin');
});

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;

describe('the Reports tab of /admin-dashboard', () => {
  it('shows the open count as a badge and opens the queue from the URL', async () => {
    const { user, router } = renderApp('/admin-dashboard');
    const tab = await screen.findByRole('link', { name: 'Reports 2 open' });
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    await user.click(tab);
    expect(router.state.location.search).toBe('?view=reports');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports 2 open' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Open (2)' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists each reported item with its type, link, author, count, reasons, details as text and Lagos times', async () => {
    renderApp('/admin-dashboard?view=reports');
    const post = await rowOf('Ankara jacket');
    expect(within(post).getByRole('rowheader')).toHaveTextContent('Post');
    expect(within(post).getByRole('link', { name: 'Ankara jacket' })).toHaveAttribute(
      'href',
      '/homepage?q=Ankara%20jacket',
    );
    expect(within(post).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/publicProfile/501');
    expect(within(post).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(post).getByText('Spam (2)')).toBeInTheDocument();
    expect(within(post).getByText('Offensive (1)')).toBeInTheDocument();
    expect(within(post).getByText('Same post ten times today.')).toBeInTheDocument();
    // 08:00 and 09:30 UTC are 09:00 and 10:30 in Lagos.
    expect(post).toHaveTextContent('24 Nov 2026, 09:00 – 24 Nov 2026, 10:30');

    const product = await rowOf('Raffia basket');
    expect(within(product).getByRole('link', { name: 'Raffia basket' })).toHaveAttribute(
      'href',
      '/marketdetailsPage/61',
    );
    expect(within(product).getByText('Scam or fraud (1)')).toBeInTheDocument();
    // A reporter's markup stays text.
    expect(within(product).getByText('<b>Never</b> delivered')).toBeInTheDocument();
    expect(product.querySelector('b')).toBeNull();
  });

  it('dismisses the reports of an item, with a toast, and the badge goes down', async () => {
    const { user } = renderApp('/admin-dashboard?view=reports');
    await user.click(
      within(await rowOf('Ankara jacket')).getByRole('button', {
        name: 'Dismiss the reports of Ankara jacket',
      }),
    );
    expect(await screen.findByText(MODERATION_MESSAGES.dismissed)).toBeInTheDocument();
    expect(reportsDb.actions).toEqual([{ id: 1, body: { action: 'dismiss' } }]);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Ankara jacket' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('link', { name: 'Reports 1 open' })).toBeInTheDocument();
  });

  it('takes an item down only with a reason of 10 to 500 characters', async () => {
    const { user } = renderApp('/admin-dashboard?view=reports');
    await user.click(
      within(await rowOf('Raffia basket')).getByRole('button', { name: 'Take down Raffia basket' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Take down this product' });
    expect(dialog).toHaveTextContent('Ngozi Eze is e-mailed the reason.');
    const reason = within(dialog).getByLabelText('Reason');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.takeDownReason)).toBeInTheDocument();
    await user.type(reason, 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(MODERATION_MESSAGES.takeDownReason) as string,
    );
    expect(reportsDb.actions).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Sold goods that never arrived.');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('30 of 500 characters') as string);
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText(MODERATION_MESSAGES.takenDown)).toBeInTheDocument();
    expect(reportsDb.actions).toEqual([
      { id: 7, body: { action: 'take_down', reason: 'Sold goods that never arrived.' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Raffia basket' })).not.toBeInTheDocument(),
    );
  });

  it('shows resolved items with what was done, when, by whom and why', async () => {
    const { user } = renderApp('/admin-dashboard?view=reports');
    await rowOf('Ankara jacket');
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    const row = await rowOf('Old camera offer');
    expect(row).toHaveTextContent('Taken down 23 Nov 2026, 11:00 by Admin');
    expect(row).toHaveTextContent('Reason: A scam offer.');
    expect(screen.queryByRole('link', { name: 'Ankara jacket' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists cards, not a table, on a phone', async () => {
    setViewportWidth(390);
    const { user } = renderApp('/admin-dashboard?view=reports');
    const list = await screen.findByRole('list', { name: 'Open reports' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = (await within(list).findByRole('heading', { name: 'Ankara jacket' })).closest('li')!;
    expect(card).toHaveTextContent('Reports: 3');
    expect(within(card).getByText('Spam (2)')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Take down Ankara jacket' }));
    expect(await screen.findByRole('dialog', { name: 'Take down this post' })).toBeInTheDocument();
  });
});
