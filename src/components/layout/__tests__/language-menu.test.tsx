// The language menu (issue 17): a labelled native select naming each language in its own words; choosing switches
// in place (same address), keeps the choice on the device and, signed in, on the account; a sign-in puts the
// device's choice on the account.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import { storedLanguage } from '@/i18n/detect';
import { currentLanguage } from '@/i18n/runtime';
import { recordAccountLanguage } from '@/testing/mocks/account-language';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';

// The languages the build finds mostly machine-drafted (scripts/i18n-review.ts); today all four.
const drafts = vi.hoisted(() => ({ DRAFT_LANGUAGES: ['pcm', 'ha', 'yo', 'ig'] }));
vi.mock('@/i18n/draft-languages', () => drafts);

afterEach(() => {
  resetForTests();
  drafts.DRAFT_LANGUAGES.splice(0, Infinity, 'pcm', 'ha', 'yo', 'ig');
});

describe('the language menu', () => {
  it('names each language in its own words, marked with its language, English chosen, and says which are drafts', async () => {
    renderApp('/homepage');
    await findPageHeading('Home');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
    // "(draft)" in each language's own words, in the option's text: read aloud, not a badge.
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Naijá (Pidgin, draft)',
      'Hausa (daftari)',
      'Yorùbá (àkọsílẹ̀ àkọ́kọ́)',
      'Igbo (ndepụta mbụ)',
    ]);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'pcm', 'ha', 'yo', 'ig']);
  });

  it('a language mostly reviewed loses its draft mark', async () => {
    drafts.DRAFT_LANGUAGES.splice(0, Infinity, 'ha', 'ig');
    renderApp('/homepage');
    await findPageHeading('Home');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Naijá (Pidgin)', 'Hausa (daftari)', 'Yorùbá', 'Igbo (ndepụta mbụ)']);
  });

  it('switches in place: the address stays, the choice is stored, the page and the label change language', async () => {
    const puts = recordAccountLanguage();
    const { user, router } = renderApp('/homepage?page=2');
    await findPageHeading('Home');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    select.focus();
    expect(select).toHaveFocus(); // a native control: the keyboard reaches and works it
    await user.selectOptions(select, 'yo');
    await waitFor(() => expect(document.documentElement.lang).toBe('yo'));
    expect(currentLanguage()).toBe('yo');
    expect(storedLanguage()).toBe('yo');
    expect(screen.getByRole('combobox', { name: 'Èdè' })).toHaveValue('yo');
    expect(router.state.location.pathname).toBe('/homepage');
    expect(router.state.location.search).toBe('?page=2');
    expect(puts).toEqual([]); // signed out: nothing to put on an account
  });

  it('the phone menu has it too', async () => {
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.selectOptions(await within(mobile).findByRole('combobox', { name: 'Language' }), 'ha');
    await waitFor(() => expect(document.documentElement.lang).toBe('ha'));
    expect(storedLanguage()).toBe('ha');
  });

  it('signed in, the choice is put on the account (so e-mails follow it)', async () => {
    const puts = recordAccountLanguage();
    seedSession('user');
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ig');
    await waitFor(() => expect(puts).toEqual([{ language: 'ig' }]));
    expect(storedLanguage()).toBe('ig');
  });
});
