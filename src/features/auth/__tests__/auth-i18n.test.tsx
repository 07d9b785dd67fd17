// The auth screens in Yorùbá (issue 17): the texts come from the auth catalogue, validation messages included; and
// the contract's texts that the auth screens mark for their catalogue stay word for word the contract's.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@contract/password-rules';
import { SIGN_IN_CHOICE_LABELS, wrongKindMessage } from '@contract/sign-in';
import { SUPPORT_TYPES } from '@contract/support-types';
import { resetForTests } from '@/i18n/catalogues';
import ig from '@/i18n/locales/ig/auth.json';
import igCommon from '@/i18n/locales/ig/common.json';
import yo from '@/i18n/locales/yo/auth.json';
import yoCommon from '@/i18n/locales/yo/common.json';
import { changeLanguage } from '@/i18n/runtime';
import { renderApp } from '@/testing/render';
import { SUPPORT_TEXTS } from '../components/contract-texts';
import { KIND_CHOICE_LABELS, WRONG_KIND_MESSAGES } from '../components/login-type-choice';
import { PASSWORD_RULE_TEXTS } from '../schemas/password';

afterEach(resetForTests);

describe('auth screens in Yorùbá', () => {
  it('shows the OTP screen and its validation messages from the catalogue', async () => {
    localStorage.setItem('access_token', 't');
    await changeLanguage('yo');
    const { user } = renderApp('/otp');
    expect(await screen.findByRole('heading', { name: yo['Verify your account'] })).toBeInTheDocument();
    expect(screen.getByText(yo['We sent an OTP to your registered email'])).toBeInTheDocument();
    expect(screen.getByLabelText(yo['OTP'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'àwọn òfin ìlò' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.getByRole('button', { name: yo['Resend OTP'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: yo['Verify Account'] }));
    // under the field, and in the error summary (in full, or after the field's label)
    const summary = (await screen.findByRole('heading', { name: yoCommon['There is a problem'] }))
      .parentElement!;
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(
      within(summary).getByRole('link', { name: new RegExp(yo['Please enter the OTP.']) }),
    ).toBeInTheDocument();
    const otp = screen.getByLabelText(yo['OTP']);
    expect(document.getElementById(`${otp.id}-error`)).toHaveTextContent(yo['Please enter the OTP.']);
    expect(screen.getAllByText(yo['Please accept the terms of use to continue.']).length).toBeGreaterThan(0);
    expect(screen.queryByText('Please enter the OTP.')).not.toBeInTheDocument();
  });

  it('shows the sign-up chooser with its cards, alert and links from the catalogue', async () => {
    await changeLanguage('yo');
    const { user } = renderApp('/');
    expect(await screen.findByText(yo['How will you use the portal?'])).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(`^${yo['Creative']}`) })).toBeInTheDocument();
    expect(
      screen.getByText(yo['We are an organisation that wants to support creatives.']),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: yo['Next'] }));
    expect(screen.getByRole('alert')).toHaveTextContent(yo['Please select a card before proceeding.']);
    expect(screen.getByRole('link', { name: 'Ẹ forúkọ ilé-iṣẹ́ òwò yín sílẹ̀' })).toHaveAttribute(
      'href',
      '/business',
    );
  });

  it('says a broken password rule in Yorùbá on the creative sign-up', async () => {
    await changeLanguage('yo');
    const { user } = renderApp('/creative');
    await user.type(await screen.findByLabelText(yo['First name']), 'Chidi');
    await user.type(screen.getByLabelText(yo['Password']), 'short');
    await user.click(screen.getByRole('button', { name: yo['Submit'] }));
    // under the field, and in the error summary (there in full, or after the field's label)
    const password = screen.getByLabelText(yo['Password']);
    await waitFor(() =>
      expect(document.getElementById(`${password.id}-error`)).toHaveTextContent(
        yo['Password should be at least 8 characters long.'],
      ),
    );
    const lastName = screen.getByLabelText(yo['Last name']);
    expect(document.getElementById(`${lastName.id}-error`)).toHaveTextContent(yo['Last name is required.']);
    const summary = screen.getByRole('heading', { name: yoCommon['There is a problem'] }).parentElement!;
    expect(
      within(summary).getByRole('link', { name: new RegExp(yo['Last name is required.']) }),
    ).toHaveAttribute('href', `#${lastName.id}`);
  });

  it('lists the sectors and their areas in Yorùbá on the business sign-up, sending the English names', async () => {
    await changeLanguage('yo');
    const { user } = renderApp('/business');
    const sector = await screen.findByRole('combobox', { name: yo['Sector'] });
    const film = within(sector).getByRole('option', { name: yoCommon['Film & Television'] });
    expect(film).toHaveValue('Film & Television');
    expect(yoCommon['Film & Television']).not.toBe('Film & Television');
    expect(within(sector).getByRole('option', { name: yoCommon['Select…'] })).toHaveValue('');
    await user.selectOptions(sector, 'Film & Television');
    const area = screen.getByRole('combobox', { name: yo['Area'] });
    expect(within(area).getByRole('option', { name: yoCommon['Cinematography'] })).toHaveValue(
      'Cinematography',
    );
  });

  it('names the account kinds of the sign-in choice in Yorùbá', async () => {
    await changeLanguage('yo');
    renderApp('/login');
    const group = await screen.findByRole('group', { name: yo['Account type'] });
    expect(within(group).getByRole('button', { name: yo['Creatives'] })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: yo['Partner'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: yo['Forgot password?'] })).toBeInTheDocument();
  });

  it('opens the header sign-in dialog in Yorùbá', async () => {
    await changeLanguage('yo');
    const { user } = renderApp('/homepage');
    await user.click(await screen.findByRole('button', { name: yoCommon['Sign in'] }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: yo['Sign in'] });
    expect(within(dialog).getByText(yo['Log in to your profile to continue'])).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: yo['Login'] }));
    expect(await within(dialog).findByText(yo['All fields are required'])).toBeInTheDocument();
  });

  it('shows the admin login form (on the admin page) in Yorùbá', async () => {
    await changeLanguage('yo');
    const { user } = renderApp('/admin-login');
    const form = await screen.findByRole('form', { name: yo['Admin login'] });
    await user.click(within(form).getByRole('button', { name: yo['Login'] }));
    expect((await within(form).findAllByText(yo['All Fields are required'])).length).toBeGreaterThan(0);
  });
});

describe("the contract's texts marked for the auth catalogue", () => {
  it('are word for word the contract', () => {
    expect(KIND_CHOICE_LABELS).toEqual(SIGN_IN_CHOICE_LABELS);
    for (const kind of ['creative', 'partner', 'business', 'admin'] as const)
      expect(WRONG_KIND_MESSAGES[kind]).toBe(wrongKindMessage(kind));
    expect([...PASSWORD_RULE_TEXTS].sort()).toEqual(Object.values(PASSWORD_MESSAGES).sort());
    for (const type of SUPPORT_TYPES)
      expect(SUPPORT_TEXTS[type.key]).toEqual({ label: type.label, question: type.question });
  });
});

describe('the login page in Igbo (issue 31)', () => {
  it('has no English left: the e-mail label and the identity provider credit come from the catalogues', async () => {
    await changeLanguage('ig');
    renderApp('/login');
    const credit = await screen.findByText(
      ig['Identity verification (BVN and NIN) is provided by {{provider}}.'].replace(
        '{{provider}}',
        igCommon['our licensed BVN/NIN provider'],
      ),
    );
    expect(credit).not.toHaveTextContent(/licensed|provider/);
    expect(screen.getByLabelText(ig.Email, { selector: 'input' })).toBeInTheDocument();
    expect(ig.Email).not.toBe('Email');
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
  });
});
