// Issue 34 in the portal: the header's bell (count, accessible name, link), the notification centre (paging, the
// sentences and reasons, marking one or all read, opening an item marks it read), the home feed's For you strip
// (shown, hidden when empty) and a host without notifications (no bell, no strip, no calls).
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURES } from '@contract/capabilities';
import type { Notification } from '@contract/notifications';
import { seedSession } from '@/testing/generators';
import {
  makeForYouItem,
  makeNotification,
  notificationsStore,
  resetNotifications,
} from '@/testing/mocks/handlers/notifications';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { toForYouItem, toNotification } from '../api/notification-adapter';

beforeEach(() => resetNotifications());

/** `count` notifications, newest first, ids count..1; the first `unread` of them unread. */
function seedNotifications(count: number, unread = count): Notification[] {
  const list = Array.from({ length: count }, (_, index) =>
    makeNotification({
      id: count - index,
      item_id: 100 + count - index,
      title: `Training ${count - index}`,
      link: `/training/${100 + count - index}`,
      read_at: index < unread ? null : '2026-11-27T10:00:00.000Z',
    }),
  );
  notificationsStore.notifications = list;
  return list;
}

describe('the bell', () => {
  it('shows the unread count, names it, and leads to /notifications', async () => {
    seedNotifications(5, 3);
    seedSession('user');
    const { user, router } = renderApp('/homepage');
    await findPageHeading('Home');
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(within(bell).getByText('3')).toBeInTheDocument();
    await user.click(bell);
    await findPageHeading('Notifications');
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('says only "Notifications" with nothing unread, and shows 99+ over 99', async () => {
    seedSession('user');
    const first = renderApp('/homepage');
    const quiet = await screen.findByRole('link', { name: 'Notifications' });
    expect(quiet.querySelector('.notification-bell__badge')).toBeNull();
    first.unmount();

    seedNotifications(120);
    renderApp('/homepage');
    const busy = await screen.findByRole('link', { name: 'Notifications, 120 unread' });
    expect(within(busy).getByText('99+')).toBeInTheDocument();
  });

  it('is in the phone menu with the count', async () => {
    seedNotifications(2);
    seedSession('user');
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(await within(menu).findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('is not there for a visitor who is not signed in', async () => {
    renderApp('/homepage');
    await findPageHeading('Home');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});

describe('/notifications', () => {
  it('needs a signed-in session', async () => {
    const { router } = renderApp('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists 20 a page newest first, unread marked by a word, and pages on', async () => {
    seedNotifications(25, 2);
    seedSession('user');
    const { user, router } = renderApp('/notifications');
    await findPageHeading('Notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(20);
    expect(entries[0]).toHaveTextContent('Unread: A training in Kano fits you: Training 25');
    expect(entries[1]).toHaveTextContent('Unread');
    expect(entries[2]).not.toHaveTextContent('Unread');
    expect(within(entries[0]).getByText('Training · Kano · you asked for training')).toBeInTheDocument();
    expect(screen.getByText('2 unread notifications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(5),
    );
    expect(screen.getByRole('link', { name: 'A training in Kano fits you: Training 5' })).toBeInTheDocument();
  });

  it('marks one read, then all, and the bell follows', async () => {
    seedNotifications(3);
    seedSession('user');
    const { user } = renderApp('/notifications');
    await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    await user.click(
      await screen.findByRole('button', { name: 'Mark as read: A training in Kano fits you: Training 3' }),
    );
    expect(notificationsStore.marked).toEqual([{ ids: [3] }]);
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(screen.getByText('2 unread notifications')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(notificationsStore.marked).toEqual([{ ids: [3] }, { all: true }]);
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('opening an item marks it read and goes to the item', async () => {
    seedNotifications(1);
    seedSession('user');
    const { user, router } = renderApp('/notifications');
    await user.click(await screen.findByRole('link', { name: 'A training in Kano fits you: Training 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/101'));
    await waitFor(() => expect(notificationsStore.marked).toEqual([{ ids: [1] }]));
  });

  it('words every kind with its reason', async () => {
    const kinds: [Partial<Notification>, string][] = [
      [
        { kind: 'matched', item_kind: 'call', reason: { need: 'Funding', state: null, sector: 'Music' } },
        'A call for proposals fits you: Item',
      ],
      [
        {
          kind: 'matched',
          item_kind: 'opportunity',
          reason: { need: 'Market_access', state: 'Lagos', sector: null },
        },
        'An opportunity in Lagos fits you: Item',
      ],
      [
        { kind: 'matched', item_kind: 'tool', reason: { need: 'Tools', state: null, sector: null } },
        'A tool fits you: Item',
      ],
      [{ kind: 'registration_confirmed' }, 'Your registration for Item is confirmed'],
      [{ kind: 'registration_promoted' }, 'You have a seat: Item'],
      [{ kind: 'certificate_issued' }, 'Your certificate for Item is ready'],
      [{ kind: 'proposal_decided' }, 'Your proposal Item was decided'],
      [{ kind: 'content_removed', link: null }, 'Your Item was taken down'],
      [{ kind: 'report_resolved', link: null }, 'Your report was resolved'],
      [{ kind: 'partner_approved', link: null }, 'Your partner account was approved'],
    ];
    notificationsStore.notifications = kinds.map(([overrides], index) =>
      makeNotification({ id: index + 1, title: 'Item', reason: null, item_kind: null, ...overrides }),
    );
    seedSession('user');
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const entries = within(list).getAllByRole('listitem');
    kinds.forEach(([, sentence], index) => expect(entries[index]).toHaveTextContent(sentence));
    expect(entries[0]).toHaveTextContent('Call for proposals · Music · you asked for funding');
    expect(entries[1]).toHaveTextContent('Opportunity · Lagos · you asked for market access');
    // Without a link the sentence is plain text.
    expect(within(entries[9]).queryByRole('link')).toBeNull();
  });

  it('an empty centre says so', async () => {
    seedSession('user');
    renderApp('/notifications');
    expect(await screen.findByText(/No notifications yet\./)).toBeInTheDocument();
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });
});

describe('For you on the home feed', () => {
  it('shows the matched items with date and reason', async () => {
    notificationsStore.forYou = [
      makeForYouItem(),
      makeForYouItem({
        item_kind: 'call',
        item_id: 7,
        title: 'Music grants 2027',
        link: '/proposaldetailsPage/7',
        reason: { need: 'Funding', state: null, sector: 'Music' },
        date: '2027-01-15T10:00:00.000Z',
      }),
    ];
    seedSession('user');
    renderApp('/homepage');
    const strip = await screen.findByRole('region', { name: 'For you' });
    expect(within(strip).getByRole('link', { name: 'Film editing basics' })).toHaveAttribute(
      'href',
      '/training/12',
    );
    expect(within(strip).getByText('Training · Kano · you asked for training')).toBeInTheDocument();
    expect(within(strip).getByText('Starts 5 Dec 2026')).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'Music grants 2027' })).toHaveAttribute(
      'href',
      '/proposaldetailsPage/7',
    );
    expect(within(strip).getByText('Deadline 15 Jan 2027')).toBeInTheDocument();
  });

  it('is hidden when nothing matched', async () => {
    let asked = false;
    server.use(
      http.get(apiUrl('/prop/for-you'), () => {
        asked = true;
        return Response.json({ status: true, message: 'For you', data: [] });
      }),
    );
    seedSession('user');
    renderApp('/homepage');
    await findPageHeading('Home');
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
  });
});

describe('a host without notifications', () => {
  it('shows no bell and no strip, and asks for neither', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path.includes('notifications') || path.includes('for-you')) asked.push(path);
    });
    notificationsStore.forYou = [makeForYouItem()];
    seedNotifications(2);
    seedSession('user');
    renderApp('/homepage', { features: FEATURES.filter((key) => key !== 'notifications') });
    await findPageHeading('Home');
    await screen.findByRole('button', { name: 'Open account menu' });
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'For you' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    server.events.removeAllListeners();
  });

  it('/notifications says it is not available', async () => {
    seedSession('user');
    renderApp('/notifications', { features: [] });
    expect(await screen.findByText('This is not available on this portal.')).toBeInTheDocument();
  });
});

describe('the adapters', () => {
  it('keep only portal links, and read unknown kinds as matched', () => {
    const notification = toNotification({
      id: '4',
      kind: 'future_kind',
      link: '//evil.example/x',
      title: 'T',
    });
    expect(notification).toMatchObject({ id: 4, kind: 'matched', link: null, reason: null, read_at: null });
    expect(toNotification({ link: 'https://evil.example' }).link).toBeNull();
    expect(toNotification({ link: '/training/3' }).link).toBe('/training/3');
    expect(
      toForYouItem({ item_kind: 'training', link: 'javascript:alert(1)', reason: { need: 'Training' } }),
    ).toBeNull();
    expect(toForYouItem({ item_kind: 'book', link: '/x', reason: { need: 'Training' } })).toBeNull();
  });
});
