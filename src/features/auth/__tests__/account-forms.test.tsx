import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { takenEmail, validOtp, validPassword } from '@/testing/mocks/handlers/auth';
import { renderApp } from '@/testing/render';
import { expectAfterExactly, freezeTimers, settle, thawTimers } from '@/testing/timers';
import { submitBusinessRegistration } from './business-steps';

// The spec's redirect delays are pinned to the millisecond: frozen fake timers, nothing at delay - 1 ms, the
// redirect at the delay (src/testing/timers.ts).
afterEach(thawTimers);

const at = (router: { state: { location: { pathname: string } } }, pathname: string) => () =>
  router.state.location.pathname === pathname;

describe('login page', () => {
  it('toggles the type, toasts a failure and routes an unverified creative to /otp', async () => {
    server.use(
      http.post(apiUrl('/prop/creative/login'), async ({ request }) => {
        const body = (await request.json()) as { password: string };
        if (body.password !== validPassword) {
          return HttpResponse.json({ status: false, message: 'Invalid email or password.' }, { status: 401 });
        }
        return HttpResponse.json({
          status: true,
          data: { token: 't', user: { id: 1, email_verified: false } },
        });
      }),
    );
    const { user, router } = renderApp('/login');
    const partner = await screen.findByRole('button', { name: 'Partner' }, { timeout: 5000 });
    await user.click(partner);
    expect(partner).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?loginType=partner',
    );
    await user.click(screen.getByRole('button', { name: 'Creatives' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findAllByText('All fields are required')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Email'), 'a@b.ng');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(localStorage.getItem('access_token')).toBe('t');
  });

  it("selects business from ?loginType=business and falls back to 'Log in failed!'", async () => {
    server.use(http.post(apiUrl('/prop/business/login'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/login?loginType=business');
    expect(await screen.findByRole('button', { name: 'Business' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Email'), 'a@b.ng');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Log in failed!')).toBeInTheDocument();
  });
});

describe('admin login', () => {
  it("says 'Token not found in response' when the token is missing", async () => {
    server.use(
      http.post(apiUrl('/prop/admin-auth/login'), () => HttpResponse.json({ status: true, data: {} })),
    );
    const { user } = renderApp('/admin-login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect((await screen.findAllByText('All Fields are required')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Email'), 'admin@x.ng');
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Token not found in response')).toBeInTheDocument();
  });

  it('stores the top-level token and opens the dashboard', async () => {
    const { user, router } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText('Email'), 'admin@x.ng');
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
    expect(localStorage.getItem('access_token')).toBe('admin-token');
    expect(localStorage.getItem('userType')).toBe('admin');
  });
});

describe('sign-up chooser and creative signup', () => {
  it('alerts without a card, then signs up and goes to /login after 2 s', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a card before proceeding.');
    await user.click(screen.getByRole('radio', { name: /^Creative/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('First name'), 'Chidi');
    await user.type(screen.getByLabelText('Last name'), 'Okafor');
    await user.type(screen.getByLabelText('Email'), 'chidi@example.com');
    await user.type(screen.getByLabelText('Password'), 'Kente#Loom2026');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Submit' }));
    await settle(() => expect(screen.getByText('Creative Account created successful!')).toBeInTheDocument());
    expect(localStorage.getItem('access_token')).toBe('token-for-chidi@example.com');
    await expectAfterExactly(2000, at(router, '/login'));
    expect(router.state.location.search).toBe('?loginType=user');
  });
});

describe('OTP and Lets finish up', () => {
  it('verifies, then sends support needs and biodata to PUT /prop/creative/{phone}', async () => {
    localStorage.setItem('access_token', 't');
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.put(apiUrl('/prop/creative/:phone'), async ({ request, params }) => {
        sent = { phone: params.phone, ...((await request.json()) as object) };
        return HttpResponse.json({
          status: true,
          message: 'profile updated',
          data: { user: { phone_number: params.phone } },
        });
      }),
    );
    const { user, router } = renderApp('/otp');
    expect(await screen.findByText('We sent an OTP to your registered email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Verify Account' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('OTP'));
    await user.type(screen.getByLabelText('OTP'), validOtp);
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Verify Account' }));
    await settle(() => expect(screen.getByText('User verified successfully!')).toBeInTheDocument());
    const finishUp = () => screen.queryByRole('heading', { name: /Lets finish up/ }) !== null;
    await expectAfterExactly(3000, finishUp);
    thawTimers();
    await user.click(screen.getByRole('checkbox', { name: 'Market access' }));
    await user.type(screen.getByLabelText('Which markets or customers would you like to reach?'), 'Europe');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilepage'));
    expect(sent).toMatchObject({
      phone: '08031234567',
      supportType: ['Market_access'],
      detail_market_access: 'Europe',
    });
  });
});

describe('business registration', () => {
  it('enables area and LGA in turn, clears errors when edited, and reports a duplicate', async () => {
    const { user } = renderApp('/business');
    expect(await screen.findByLabelText('Area')).toBeDisabled();
    expect(screen.getByLabelText('LGA')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Trade name is required.')).toBeInTheDocument();
    expect(screen.getByText('Sector is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Trade name'), 'A');
    expect(screen.queryByText('Trade name is required.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sector'), 'Fashion');
    expect(screen.getByLabelText('Area')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Area'), 'Tailoring');
    await user.selectOptions(screen.getByLabelText('State'), 'Lagos');
    await user.selectOptions(screen.getByLabelText('LGA'), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Email'), takenEmail);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email already exists.')).toBeInTheDocument();
  });

  it('moves to OTP Verification, then /bpassword, then creates the password with the grant', async () => {
    const { user, router } = renderApp('/business');
    await submitBusinessRegistration(user);
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), validOtp);
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Verify' }));
    await settle(() => expect(screen.getByText('Business verified successfully!')).toBeInTheDocument());
    await expectAfterExactly(3000, at(router, '/bpassword'));
    await settle(() => expect(screen.getByLabelText('Password')).toBeInTheDocument());
    await frozen.type(screen.getByLabelText('Password'), 'Kente#Loom2026');
    await frozen.type(screen.getByLabelText('Confirm password'), 'Kente#Loom2026');
    await frozen.click(screen.getByRole('button', { name: 'Create Password' }));
    await settle(() => expect(screen.getByText('Password created successfully!')).toBeInTheDocument());
    await expectAfterExactly(2000, at(router, '/login'));
  });
});

describe('forgot and reset password', () => {
  it('preselects the type, sends the code and resets', async () => {
    const { user, router } = renderApp('/forgot-password?loginType=partner');
    expect(await screen.findByLabelText('Account type')).toHaveValue('partner');
    await user.type(screen.getByLabelText('Email'), 'p@example.com');
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Send reset code' }));
    await settle(() =>
      expect(screen.getByText('Password reset link sent to your email.')).toBeInTheDocument(),
    );
    await expectAfterExactly(2000, at(router, '/resetPassword'));
    await settle(() => expect(screen.getByLabelText('OTP')).toBeInTheDocument());
    await frozen.type(screen.getByLabelText('OTP'), validOtp);
    await frozen.type(screen.getByLabelText('New password'), 'Kente#Loom2026');
    await frozen.type(screen.getByLabelText('Confirm password'), 'Kente#Loom2026');
    await frozen.click(screen.getByRole('button', { name: 'Reset Password' }));
    await settle(() => expect(screen.getByText('Password reset successful!')).toBeInTheDocument());
    await expectAfterExactly(2000, () => router.state.location.search === '?loginType=partner');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('refuses a missing or unknown type', async () => {
    const { user } = renderApp('/forgot-password?loginType=admin');
    await user.type(await screen.findByLabelText('Email'), 'p@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Invalid user type.')).toBeInTheDocument();
  });
});

describe('partner set password', () => {
  it('sends the code, carries the e-mail and creates the password', async () => {
    const { user, router } = renderApp('/setpartnerpassword');
    await user.type(await screen.findByLabelText('Email'), 'p@example.com');
    const frozen = freezeTimers();
    await frozen.click(screen.getByRole('button', { name: 'Verify' }));
    await settle(() => expect(screen.getByText('An OTP has been sent to your email.')).toBeInTheDocument());
    await expectAfterExactly(3000, at(router, '/partpassword'));
    await settle(() => expect(screen.getByText('p@example.com')).toBeInTheDocument());
    await frozen.type(screen.getByLabelText('OTP'), validOtp);
    await frozen.type(screen.getByLabelText('Password'), 'Kente#Loom2026');
    await frozen.type(screen.getByLabelText('Confirm password'), 'Kente#Loom2026');
    await frozen.click(screen.getByRole('button', { name: 'Create Password' }));
    await settle(() => expect(screen.getByText('Password Successfully Created!')).toBeInTheDocument());
    await expectAfterExactly(2000, () => router.state.location.search === '?loginType=partner');
    expect(router.state.location.pathname).toBe('/login');
  });
});
