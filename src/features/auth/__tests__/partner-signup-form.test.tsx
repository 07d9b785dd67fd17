import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { limitedEmail } from '@/testing/mocks/handlers/auth';

async function fillSteps(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, email: string) {
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

describe('partner signup', () => {
  it('validates each step, requires terms, submits trimmed values and goes to /partnerwelcome', async () => {
    const { user, router } = renderApp('/partner');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Organization Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Organization Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Organization Sector is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Organization Name')).toHaveAttribute('aria-invalid', 'true');
    await fillSteps(user, 'org@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please accept the terms of use to continue.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Your account has been created')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/partner');
      await vi.advanceTimersByTimeAsync(3000);
      await waitFor(() => expect(router.state.location.pathname).toBe('/partnerwelcome'));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when it refuses the registration (a taken e-mail is not refused: it answers like a new one)", async () => {
    const { user } = renderApp('/partner');
    await fillSteps(user, limitedEmail);
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many attempts. Please try again in 3600 seconds.')).toBeInTheDocument();
  });
});
