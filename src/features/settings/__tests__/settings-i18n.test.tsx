// Issue 17: the settings screen in another language, from the settings catalogue; the contract's messages too.
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WHATSAPP_MESSAGES } from '@contract/enquiries';
import { PASSWORD_MESSAGES } from '@contract/password-rules';
import { INVALID_PHONE } from '@contract/phone';
import { resetForTests } from '@/i18n/catalogues';
import pcm from '@/i18n/locales/pcm/settings.json';
import yo from '@/i18n/locales/yo/settings.json';
import { changeLanguage } from '@/i18n/runtime';
import { seedSession } from '@/testing/generators';
import { renderApp } from '@/testing/render';
import { CONTRACT_MESSAGES } from '../schemas/settings-schemas';

// The page titles ('Your Profile', 'Settings'...) are keys of the common catalogue too; until it is filled, its empty
// entries may win over this namespace's (the runtime merges the loaded catalogues), so the tests read other texts.
configure({ asyncUtilTimeout: 5000 });
afterEach(resetForTests);

describe('settings in other languages', () => {
  it('shows the settings and validates a password change in Yorùbá', async () => {
    await changeLanguage('yo');
    seedSession('user', { token: 'tok-1' });
    const { user } = renderApp('/settings');
    expect(
      await screen.findByText(yo['Manage your password, your sessions and your data.']),
    ).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: yo['Change password'] });
    await user.click(submit);
    expect(await screen.findByText(yo['Current password is required.'])).toBeInTheDocument();
    await user.type(screen.getByLabelText(yo['Current password']), 'Old@Pass1');
    await user.type(screen.getByLabelText(yo['New password']), 'short');
    await user.click(submit);
    // A message written in contract/ (PASSWORD_MESSAGES), shown through this catalogue.
    expect(await screen.findByText(yo[PASSWORD_MESSAGES.tooShort as keyof typeof yo])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: yo['Sign out of all devices'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: yo['Download my data'] })).toBeInTheDocument();
    expect(screen.getByText(yo['A Nigerian mobile number, e.g. 0803 123 4567.'])).toBeInTheDocument();
  });

  it('opens the delete dialog in Pidgin', async () => {
    await changeLanguage('pcm');
    seedSession('user', { token: 'tok-1' });
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: pcm['Delete my account'] }));
    const dialog = await screen.findByRole('dialog', { name: pcm['Delete your account?'] });
    await user.click(within(dialog).getByRole('button', { name: pcm['Delete my account permanently'] }));
    expect(await within(dialog).findByText(pcm['Enter your password to confirm.'])).toBeInTheDocument();
    expect(
      within(dialog).getByText(pcm['Tick the box to confirm that you want to delete your account.']),
    ).toBeInTheDocument();
  });

  it('marks every contract message the settings forms show, word for word', () => {
    expect(new Set(CONTRACT_MESSAGES)).toEqual(
      new Set([...Object.values(PASSWORD_MESSAGES), ...Object.values(WHATSAPP_MESSAGES), INVALID_PHONE]),
    );
  });
});
