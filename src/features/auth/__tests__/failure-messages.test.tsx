import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { validOtp } from '@/testing/mocks/handlers/auth';
import { renderApp } from '@/testing/render';
import { submitBusinessRegistration } from './business-steps';

async function submitReset() {
  const view = renderApp('/resetPassword?email=p%40example.com&type=partner');
  const { user } = view;
  await user.type(await screen.findByLabelText('OTP'), validOtp);
  await user.type(screen.getByLabelText('New password'), 'Kente#Loom2026');
  await user.type(screen.getByLabelText('Confirm password'), 'Kente#Loom2026');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return view;
}

describe('reset password failures (spec section 8)', () => {
  it("says 'Failed to reset password.' when the server refuses without a message", async () => {
    server.use(
      http.put(apiUrl('/prop/partner-reg/reset_final'), () =>
        HttpResponse.json({ status: false }, { status: 400 }),
      ),
    );
    await submitReset();
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
  });

  it("says 'An error occurred during the password reset.' when no answer arrives", async () => {
    server.use(http.put(apiUrl('/prop/partner-reg/reset_final'), () => HttpResponse.error()));
    await submitReset();
    expect(await screen.findByText('An error occurred during the password reset.')).toBeInTheDocument();
  });

  it("shows the server's message first", async () => {
    server.use(
      http.put(apiUrl('/prop/partner-reg/reset_final'), () =>
        HttpResponse.json({ status: false, message: 'This code has expired.' }, { status: 400 }),
      ),
    );
    await submitReset();
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
  });
});

async function reachBusinessOtp() {
  const view = renderApp('/business');
  const { user } = view;
  await submitBusinessRegistration(user);
  expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('OTP'), validOtp);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return view;
}

describe('business OTP step failures (spec section 8)', () => {
  it("says 'An error occurred while verifying the user.' when no answer arrives", async () => {
    server.use(http.post(apiUrl('/prop/business/otp'), () => HttpResponse.error()));
    await reachBusinessOtp();
    expect(
      (await screen.findAllByText('An error occurred while verifying the user.')).length,
    ).toBeGreaterThan(0);
  });

  it("says 'Invalid OTP' when the server refuses the code without a message", async () => {
    server.use(
      http.post(apiUrl('/prop/business/otp'), () => HttpResponse.json({ status: false }, { status: 400 })),
    );
    await reachBusinessOtp();
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
  });
});
