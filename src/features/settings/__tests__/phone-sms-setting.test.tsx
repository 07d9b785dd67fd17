// Settings' "Phone for SMS" (issue 34) against the MSW stand-in of the phone routes: add, confirm, reset by SMS,
// remove; the client-side rules; hidden when the server does not offer 'sms'.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURES } from '@contract/capabilities';
import { seedSession } from '@/testing/generators';
import { PHONE_TEST_CODE, phoneDb, resetPhoneDb } from '@/testing/mocks/handlers/phone';
import { findPageHeading, renderApp } from '@/testing/render';

beforeEach(() => resetPhoneDb());

async function openSettings() {
  seedSession('user', { token: 'tok-1' });
  const result = renderApp('/settings');
  await findPageHeading('Settings');
  const section = (await screen.findByRole('heading', { name: 'Phone for SMS' })).closest('section')!;
  return { ...result, section: within(section as HTMLElement) };
}

describe('Settings: Phone for SMS', () => {
  it('adds a number, confirms the SMS code, turns reset codes by SMS on, and removes the number', async () => {
    const { user, section } = await openSettings();
    const number = await section.findByLabelText('Mobile number');
    await user.click(section.getByRole('button', { name: 'Send code' }));
    expect(await section.findAllByText('Enter your mobile number.')).not.toHaveLength(0);
    await user.type(number, '+44 7700 900123');
    await user.click(section.getByRole('button', { name: 'Send code' }));
    expect(
      (await section.findAllByText('Please enter a valid Nigerian phone number.')).length,
    ).toBeGreaterThan(0);
    expect(phoneDb.requests).toEqual([]);

    await user.clear(number);
    await user.type(number, '0803 123 4567');
    await user.click(section.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a code to your phone. Enter it to confirm the number.'),
    ).toBeInTheDocument();
    expect(phoneDb.requests).toEqual(['add 0803 123 4567']);
    expect(await section.findByText('+234 80* *** **67')).toBeInTheDocument();
    expect(section.getByText('Not confirmed yet')).toBeInTheDocument();
    // Focus returns to the section's heading once the form it was in is replaced.
    expect(section.getByRole('heading', { name: 'Phone for SMS' })).toHaveFocus();

    const code = section.getByLabelText('Code from the SMS');
    await user.type(code, '12');
    await user.click(section.getByRole('button', { name: 'Confirm number' }));
    expect((await section.findAllByText('The code has 6 digits.')).length).toBeGreaterThan(0);
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(section.getByRole('button', { name: 'Confirm number' }));
    expect(await section.findByText('Invalid OTP')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, PHONE_TEST_CODE);
    await user.click(section.getByRole('button', { name: 'Confirm number' }));
    expect(await section.findByText('Confirmed')).toBeInTheDocument();

    const toggle = section.getByRole('switch', { name: 'Send password-reset codes by SMS' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(section.getByRole('switch', { name: 'Send password-reset codes by SMS' })).toBeChecked(),
    );
    expect(phoneDb.resetBySms).toBe(true);

    await user.click(section.getByRole('button', { name: 'Remove number' }));
    expect(await section.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(phoneDb.requests.at(-1)).toBe('remove');
    expect(phoneDb.phone).toBeNull();
  });

  it('is hidden when the server does not offer SMS', async () => {
    seedSession('user', { token: 'tok-1' });
    renderApp('/settings', { features: FEATURES.filter((f) => f !== 'sms') });
    await findPageHeading('Settings');
    await screen.findByRole('heading', { name: 'Data saver' });
    expect(screen.queryByRole('heading', { name: 'Phone for SMS' })).not.toBeInTheDocument();
  });
});
