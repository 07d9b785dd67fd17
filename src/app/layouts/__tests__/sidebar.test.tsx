import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@/testing/match-media';
import { pageListHandler } from '@/testing/mocks/handlers/pages';
import { server } from '@/testing/mocks/server';
import { findPageHeading, renderApp } from '@/testing/render';

function sidebarToggle() {
  return screen.getByRole('button', { name: /sidebar/i });
}

describe('sidebar', () => {
  it('is open on wide screens with main links, Home and a collapsible About Us', async () => {
    server.use(pageListHandler(() => false));
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    expect(sidebarToggle()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Sidebar navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/homepage');
    expect(within(nav).getByRole('link', { name: 'Directory' })).toBeInTheDocument();
    const about = within(nav).getByRole('button', { name: /About Us/ });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(await within(nav).findByRole('link', { name: 'Vision & Mission' })).toHaveAttribute(
      'href',
      '/vision-mission',
    );
    expect(within(nav).getByRole('link', { name: '8-Point Plan' })).toHaveAttribute('href', '/8-point-plan');
    expect(within(nav).getByRole('link', { name: 'About the Ministry' })).toHaveAttribute('href', '/aboutus');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('is gone at 900px, with no second menu button: its links are in the header menu', async () => {
    setViewportWidth(900);
    const { user } = renderApp('/homepage');
    await findPageHeading('Home');
    expect(screen.queryByRole('button', { name: /sidebar/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    // The About Us pages that are not drafts (issue 31: the FAQ, with the mocked pages).
    expect(await within(menu).findByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('goes when the window shrinks to 900px and comes back open above it', async () => {
    renderApp('/homepage');
    await findPageHeading('Home');
    expect(sidebarToggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => setViewportWidth(900));
    expect(screen.queryByRole('button', { name: /sidebar/i })).not.toBeInTheDocument();
    act(() => setViewportWidth(901));
    expect(sidebarToggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
