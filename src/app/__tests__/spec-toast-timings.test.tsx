// The spec's toast times (section 9): top right; sign-in 3 s; 5 s by default. Training and event toasts (3 s) are
// pinned in features/training/__tests__/training.test.tsx. How a toast's time is read: src/testing/timers.ts
// (toastLifetimeMs).
import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { validPassword } from '@/testing/mocks/handlers/auth';
import { server } from '@/testing/mocks/server';
import { apiUrl } from '@/testing/mocks/utils';
import { renderApp } from '@/testing/render';
import { toastLifetimeMs } from '@/testing/timers';

configure({ asyncUtilTimeout: 8000 });

async function logIn(password: string) {
  const { user } = renderApp('/login');
  await user.type(await screen.findByLabelText('Email'), 'a@b.ng');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe("the spec's toast times", () => {
  it('sign-in success: 3 s, top right', async () => {
    server.use(
      http.post(apiUrl('/prop/creative/login'), () =>
        HttpResponse.json({ status: true, data: { token: 't', user: { id: 1, email_verified: true } } }),
      ),
    );
    await logIn(validPassword);
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    expect(toastLifetimeMs('Logged in successfully!')).toBe(3000);
    expect(screen.getByText('Logged in successfully!').closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  });

  it('sign-in failure: 3 s', async () => {
    server.use(http.post(apiUrl('/prop/creative/login'), () => HttpResponse.json({}, { status: 500 })));
    await logIn('wrong');
    expect(await screen.findByText('Log in failed!')).toBeInTheDocument();
    expect(toastLifetimeMs('Log in failed!')).toBe(3000);
  });

  it("admin sign-in: 'Token not found in response' and a failure, 3 s each", async () => {
    let answer = HttpResponse.json({ status: true, data: {} });
    server.use(http.post(apiUrl('/prop/admin-auth/login'), () => answer));
    const { user } = renderApp('/admin-login');
    await user.type(await screen.findByLabelText('Email'), 'admin@x.ng');
    await user.type(screen.getByLabelText('Password'), validPassword);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Token not found in response')).toBeInTheDocument();
    expect(toastLifetimeMs('Token not found in response')).toBe(3000);
    answer = HttpResponse.json({}, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Log in failed!')).toBeInTheDocument();
    expect(toastLifetimeMs('Log in failed!')).toBe(3000);
  });

  it('any other toast: 5 s by default, top right', async () => {
    const { user } = renderApp('/forgot-password?loginType=partner');
    await user.type(await screen.findByLabelText('Email'), 'p@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText('Password reset link sent to your email.')).toBeInTheDocument();
    expect(toastLifetimeMs('Password reset link sent to your email.')).toBe(5000);
    expect(
      screen.getByText('Password reset link sent to your email.').closest('.Toastify__toast-container'),
    ).toHaveClass('Toastify__toast-container--top-right');
  });
});
