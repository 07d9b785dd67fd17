import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { expectAfterExactly, freezeTimers, settle, thawTimers } from '@/testing/timers';
import { limitedEmail } from '@/testing/mocks/handlers/auth';

async function fillSteps(
  user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  email: string,
) {
  await user.type(await screen.findByLabelText('Organization Name'), '  Lagos Arts Trust  ');
  await user.type(screen.getByLabelText('Organization Email'), email);
  await user.selectOptions(screen.getByLabelText('Organization Sector'), 'private');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Contact Name'), 'Ngozi');
  await user.type(screen.getByLabelText('Contact Email'), 'ngozi@example.com');
  await user.type(screen.getByLabelText('Contact Number'), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Partner type'), 'sponsor');
  await user.type(screen.getByLabelText('Goal'), 'Fund films');
  await user.type(screen.getByLabelText('Benefit'), 'Visibility');
}

afterEach(thawTimers);

describe('partner signup', () => {
  it('validates each step, requires terms, submits trimmed values and goes to /partnerwelcome', async () => {
    const { user, router } = renderApp('/partner');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    // each field's message, under the field and in the error summary (which takes the focus)
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    for (const message of [
      'Organization Name is required.',
      'Organization Email is required.',
      'Organization Sector is required.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Organization Name is required.' })).toHaveAttribute(
      'href',
      `#${screen.getByLabelText('Organization Name').id}`,
    );
    expect(screen.getByLabelText('Organization Name')).toHaveAttribute('aria-invalid', 'true');
    await fillSteps(user, 'org@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please accept the terms of use to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    // Spec: /partnerwelcome after 3 s, pinned to the millisecond (frozen fake timers).
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Submit' }));
    await settle(() => expect(screen.getByText('Your account has been created')).toBeInTheDocument());
    await expectAfterExactly(3000, () => router.state.location.pathname === '/partnerwelcome');
  });

  it("shows the server's message when it refuses the registration (a taken e-mail is not refused: it answers like a new one)", async () => {
    const { user } = renderApp('/partner');
    await fillSteps(user, limitedEmail);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 3600 seconds.'),
    ).toBeInTheDocument();
  });
});
