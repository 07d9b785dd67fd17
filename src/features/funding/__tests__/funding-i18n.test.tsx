// The funding screens in Hausa (issue 17): the page, the form's labels and its validation messages (fixed and with a
// figure) come from the funding catalogue; the portal's status and programme labels match the contract's English.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FUNDING_PROGRAMME_LABELS, FUNDING_STATUS_LABELS } from '@contract/funding';
import { resetForTests } from '@/i18n/catalogues';
import ha from '@/i18n/locales/ha/funding.json';
import { changeLanguage } from '@/i18n/runtime';
import { seedSession } from '@/testing/generators';
import { resetFunding } from '@/testing/mocks/handlers/funding';
import { findPageHeading, renderApp } from '@/testing/render';
import { FUNDING_PROGRAMME_TEXT, FUNDING_STATUS_TEXT } from '../labels';

afterEach(() => {
  resetForTests();
  resetFunding();
});

describe('funding in Hausa', () => {
  it('shows /funding/apply and its validation messages from the catalogue', async () => {
    await changeLanguage('ha');
    seedSession('user');
    const { user } = renderApp('/funding/apply');
    await findPageHeading(ha['Apply for funding']);
    expect(await screen.findByRole('form', { name: ha['Funding application'] })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: ha['Creative economy grant'] })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ha['Submit application'] }));
    expect(await screen.findByText(ha['Enter the amount you are seeking.'])).toBeInTheDocument();
    expect(screen.getByText(ha['Tell us what the funding is for.'])).toBeInTheDocument();
    await user.type(screen.getByLabelText(ha['Amount sought (NGN)']), '500');
    await user.type(screen.getByLabelText(ha['Purpose of the funding']), 'Too short');
    await user.click(screen.getByRole('button', { name: ha['Submit application'] }));
    expect(
      await screen.findByText(ha['The amount must be at least {{amount}}.'].replace('{{amount}}', '₦1,000')),
    ).toBeInTheDocument();
    expect(
      screen.getByText(ha['Describe the purpose in at least {{min}} characters.'].replace('{{min}}', '20')),
    ).toBeInTheDocument();
    expect(screen.queryByText('Submit application')).not.toBeInTheDocument();
  });

  it('keeps the status and programme labels equal to the contract', () => {
    expect(FUNDING_STATUS_TEXT).toEqual(FUNDING_STATUS_LABELS);
    expect(FUNDING_PROGRAMME_TEXT).toEqual(FUNDING_PROGRAMME_LABELS);
  });
});
