// Settings → Notifications (issue 34): loads the member's settings, saves them with a toast, refuses e-mail with no
// topic, and offers SMS alerts only on a host with SMS, switchable only with a verified number.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURES, type FeatureKey } from '@contract/capabilities';
import { seedSession } from '@/testing/generators';
import { notificationsStore, resetNotifications } from '@/testing/mocks/handlers/notifications';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope } from '@/testing/mocks/utils';
import { findPageHeading, renderApp } from '@/testing/render';
import { toNotificationSettings } from '../api/notification-settings-adapter';

beforeEach(() => resetNotifications());

async function openSettings(features: readonly FeatureKey[] = FEATURES) {
  seedSession('user', { token: 'tok-1' });
  const result = renderApp('/settings', { features });
  await findPageHeading('Settings');
  const form = await screen.findByRole('form', { name: 'Notifications' });
  // The member's settings have arrived once the radios stand on them.
  await waitFor(() => expect(within(form).getByRole('radio', { name: 'Weekly digest' })).toBeInTheDocument());
  return { ...result, form };
}

describe('Settings → Notifications', () => {
  it("loads the member's settings and saves the change with a toast", async () => {
    notificationsStore.settings = {
      email: 'daily',
      topics: { training: true, opportunity: false, funding: true, tool: false },
      sms: false,
    };
    const { user, form } = await openSettings();
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'Daily digest' })).toBeChecked());
    expect(within(form).getByRole('group', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Trainings' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Opportunities' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Funding and calls' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Tools' })).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Off' })).toHaveAccessibleDescription(
      'No notification e-mails. Everything still shows under Notifications.',
    );

    await user.click(within(form).getByRole('radio', { name: 'Weekly digest' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Tools' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings have been saved.')).toBeInTheDocument();
    expect(notificationsStore.saved).toEqual([
      {
        email: 'weekly',
        topics: { training: true, opportunity: false, funding: true, tool: true },
        sms: false,
      },
    ]);
  });

  it('refuses e-mail with no topic, and accepts no topic with e-mail off', async () => {
    const { user, form } = await openSettings();
    for (const name of ['Trainings', 'Opportunities', 'Funding and calls', 'Tools'])
      await user.click(within(form).getByRole('checkbox', { name }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const message = 'Choose at least one topic, or turn notification e-mails off.';
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(notificationsStore.saved).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Off' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your notification settings have been saved.');
    expect(notificationsStore.saved).toEqual([
      {
        email: 'off',
        topics: { training: false, opportunity: false, funding: false, tool: false },
        sms: false,
      },
    ]);
  });

  it('says so when the save fails', async () => {
    server.use(http.put(apiUrl('/prop/account/notification-settings'), () => errorEnvelope(500, 'down')));
    const { user, form } = await openSettings();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/could not be saved|down/);
  });

  it('SMS alerts: disabled with a hint without a verified number', async () => {
    notificationsStore.phone = { phone: '+234 80* *** **12', verified: false, reset_by_sms: false };
    const { form } = await openSettings();
    const sms = await within(form).findByRole('switch', {
      name: 'SMS alerts for trainings and calls near me',
    });
    expect(sms).toBeDisabled();
    expect(sms).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription('Add and verify a phone number in Settings to get SMS alerts.');
  });

  it('SMS alerts: switched on and saved with a verified number', async () => {
    notificationsStore.phone = { phone: '+234 80* *** **12', verified: true, reset_by_sms: false };
    const { user, form } = await openSettings();
    const sms = await within(form).findByRole('switch', {
      name: 'SMS alerts for trainings and calls near me',
    });
    await waitFor(() => expect(sms).toBeEnabled());
    await user.click(sms);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your notification settings have been saved.');
    expect(notificationsStore.saved[0]?.sms).toBe(true);
  });

  it('SMS alerts: not offered on a host without SMS (and the phone is not asked)', async () => {
    let askedPhone = false;
    server.use(
      http.get(apiUrl('/prop/account/phone'), () => {
        askedPhone = true;
        return errorEnvelope(404, 'Not found');
      }),
    );
    const { form } = await openSettings(FEATURES.filter((key) => key !== 'sms'));
    expect(within(form).queryByRole('switch')).not.toBeInTheDocument();
    expect(askedPhone).toBe(false);
  });

  it('is not there on a host without notifications', async () => {
    seedSession('user');
    renderApp('/settings', { features: FEATURES.filter((key) => key !== 'notifications') });
    await screen.findByRole('heading', { name: 'Data saver' });
    expect(screen.queryByRole('form', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('reads a thin answer as the defaults', () => {
    expect(toNotificationSettings({ email: 'hourly', topics: { tool: false } })).toEqual({
      email: 'weekly',
      topics: { training: true, opportunity: true, funding: true, tool: false },
      sms: false,
    });
  });
});
