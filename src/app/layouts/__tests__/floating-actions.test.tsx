import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';
import { DEMO_IDENTITY } from '@contract/portal-identity';
import { shouldShowFloatingActions } from '../floating-actions-visibility';

const hidden = [
  '/login',
  '/signup',
  '/partner',
  '/creative',
  '/otp',
  '/password',
  '/welcome',
  '/',
  '/partnerwelcome',
  '/business',
  '/reset',
  '/forgot-password',
  '/resetPassword',
  '/admin-login',
  '/partnersetpassword',
  '/partpassword',
  '/partPassword',
  '/LOGIN',
  '/forgot-password?loginType=user',
];

const shown = [
  '/homepage',
  '/directorypage',
  '/marketpage',
  '/toolsPage',
  '/t&c',
  '/marketdetailsPage/3',
  '/profile/7',
  '/businessProfile',
];

describe('floating actions visibility', () => {
  it.each(hidden)('is hidden on %s', (path) => {
    expect(shouldShowFloatingActions(path)).toBe(false);
  });

  it.each(shown)('is shown on %s', (path) => {
    expect(shouldShowFloatingActions(path)).toBe(true);
  });

  it('renders the create button and the chat link on /homepage', async () => {
    renderApp('/homepage', { identity: { ...DEMO_IDENTITY, whatsapp: '+2348031234567' } });
    await findPageHeading('Home');
    expect(await screen.findByRole('button', { name: 'Create a post or product' })).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL(chat.getAttribute('href') ?? '');
    // The configured number (issue 31), never a placeholder.
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/2348031234567');
    expect(href.searchParams.get('text')).toBe(
      'Hello, I would like to make an enquiry about the creative portal.',
    );
  });

  it('gives an admin the chat link but neither Create nor Apply for funding (issue 31)', async () => {
    seedSession('admin');
    renderApp('/homepage', { identity: { ...DEMO_IDENTITY, whatsapp: '+2348031234567' } });
    await findPageHeading('Home');
    expect(await screen.findByRole('link', { name: 'Chat with us on WhatsApp' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a post or product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for funding' })).not.toBeInTheDocument();
  });

  it('keeps Apply for funding for a member', async () => {
    seedSession('user');
    renderApp('/homepage');
    await findPageHeading('Home');
    expect(await screen.findByRole('button', { name: 'Create a post or product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for funding' })).toBeInTheDocument();
  });

  it('has no chat button at all without a configured WhatsApp number (issue 31)', async () => {
    renderApp('/homepage', { identity: { ...DEMO_IDENTITY, whatsapp: '' } });
    await findPageHeading('Home');
    expect(await screen.findByRole('button', { name: 'Create a post or product' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
  });

  it('does not render them on /login', async () => {
    renderApp('/login');
    await findPageHeading('Login');
    expect(screen.queryByRole('button', { name: 'Create a post or product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
  });

  it('without a token the create modal shows a login prompt', async () => {
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(await screen.findByRole('button', { name: 'Create a post or product' }));
    const dialog = await screen.findByRole('dialog');
    // Back to the page after signing in (issue 31: the allow-listed ?returnTo=).
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fhomepage',
    );
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('with a token the create modal shows the Create Post and Create Product tabs', async () => {
    seedSession('user');
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    await user.click(await screen.findByRole('button', { name: 'Create a post or product' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Create Post' })).toHaveAttribute('aria-selected', 'true');
    // The lazily loaded forms arrive in their tab panels.
    expect(await within(dialog).findByRole('button', { name: /post/i })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Create Product' }));
    expect(await within(dialog).findByLabelText(/price/i)).toBeInTheDocument();
  });
});
