// Unverified accounts cannot publish (issue 11, 7a), as the portal shows it: a create or upload call answered 403
// 'Please verify your email to continue.' leads to /otp with that message and its Resend OTP; an account the
// portal already knows is unverified gets the message and the way to /otp from the create button.
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCreative, seedSession } from '@/testing/generators';
import { server } from '@/testing/mocks/server';
import { apiUrl, errorEnvelope, okEnvelope } from '@/testing/mocks/utils';
import { fillPostForm, openCreateDialog, pngFile } from '@/testing/post-form';
import { findPageHeading, renderApp } from '@/testing/render';

const MESSAGE = 'Please verify your email to continue.';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function openCreate(user: ReturnType<typeof renderApp>['user']) {
  await findPageHeading('Home');
  return openCreateDialog(user);
}

/** Fills the create-post form with a valid post and an uploaded image, then submits it. */
async function submitPost(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await fillPostForm(user, dialog);
  await user.click(await within(dialog).findByRole('button', { name: 'Create Post' }));
}

describe('an unverified account that tries to publish', () => {
  it('a 403 with the message on Create Post leads to /otp, which shows the message and resends the code', async () => {
    seedSession('user');
    let resent = 0;
    server.use(
      http.post(apiUrl('/prop/posts'), () => errorEnvelope(403, MESSAGE)),
      http.post(apiUrl('/prop/creative/otp/resend'), () => {
        resent += 1;
        return okEnvelope(null, 'your OTP has been sent to your email.');
      }),
    );
    const { user, router } = renderApp('/homepage');
    const dialog = await openCreate(user);
    await submitPost(user, dialog);

    await findPageHeading('Verify your account');
    expect(router.state.location.pathname).toBe('/otp');
    // The page says why (the form's error toast may say it too).
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === MESSAGE)).toBe(true);
    expect(screen.getByText('We sent an OTP to your registered email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('your OTP has been sent to your email.')).toBeInTheDocument();
    expect(resent).toBe(1);
  });

  it('a 403 with the message on an image upload leads to /otp as well', async () => {
    seedSession('user');
    server.use(http.post('*/upload', () => errorEnvelope(403, MESSAGE)));
    const { user, router } = renderApp('/homepage');
    const dialog = await openCreate(user);
    await user.upload(await within(dialog).findByLabelText('Images'), pngFile());
    await findPageHeading('Verify your account');
    expect(router.state.location.pathname).toBe('/otp');
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === MESSAGE)).toBe(true);
  });

  it('another 403 (not the verification one) stays on the page', async () => {
    seedSession('user');
    server.use(http.post(apiUrl('/prop/posts'), () => errorEnvelope(403, 'Forbidden.')));
    const { user, router } = renderApp('/homepage');
    const dialog = await openCreate(user);
    await submitPost(user, dialog);
    expect(await screen.findByText('Forbidden.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homepage');
  });

  it('a creative the portal knows is unverified gets the message and a way to /otp instead of the forms', async () => {
    seedSession('user', { profile: makeCreative({ email_verified: false }) });
    const { user, router } = renderApp('/homepage');
    const dialog = await openCreate(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Verify your email' }));
    await findPageHeading('Verify your account');
    expect(router.state.location.pathname).toBe('/otp');
  });
});
