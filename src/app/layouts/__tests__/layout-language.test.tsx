// The header, the sidebar and the footer in another language (issue 17): their words come from the common catalogue.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetForTests } from '@/i18n/catalogues';
import yo from '@/i18n/locales/yo/common.json';
import ha from '@/i18n/locales/ha/common.json';
import { changeLanguage } from '@/i18n/runtime';
import { seedSession } from '@/testing/generators';
import { renderApp } from '@/testing/render';
import { EMPTY_IDENTITY } from '@contract/portal-identity';

afterEach(resetForTests);

describe('the layout in another language', () => {
  it('shows the header, the sidebar and the footer in Yorùbá', async () => {
    await changeLanguage('yo');
    // A chat number configured (issue 31: without one there is no chat button), no social account.
    renderApp('/homepage', { identity: { ...EMPTY_IDENTITY, whatsapp: '+2348031234567' } });
    const main = await screen.findByRole('navigation', { name: yo['Main'] });
    expect(within(main).getByRole('link', { name: yo['Directory'] })).toHaveAttribute(
      'href',
      '/directorypage',
    );
    expect(within(main).getByRole('link', { name: yo['MarketPlace'] })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: yo['Apply for funding'] }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: yo['Sign in'] })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: yo['Sidebar navigation'] })).toBeInTheDocument();
    // The footer arrives just after the page (its own chunk, layouts/site-footer.tsx).
    const footer = await screen.findByRole('navigation', { name: yo['Footer'] });
    expect(within(footer).getByRole('link', { name: yo['Opportunities'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: yo['Follow us'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: yo['Skip to content'] })).toBeInTheDocument();
    // The chat link's greeting is the reader's language too.
    const chat = await screen.findByRole('link', { name: yo['Chat with us on WhatsApp'] });
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      yo['Hello, I would like to make an enquiry about the creative portal.'],
    );
  });

  it("opens the member's menu in Hausa", async () => {
    seedSession('user');
    await changeLanguage('ha');
    const { user } = renderApp('/homepage');
    await user.click(await screen.findByRole('button', { name: ha['Open account menu'] }));
    expect(await screen.findByRole('link', { name: ha['Your Profile'] })).toHaveAttribute(
      'href',
      '/profilepage',
    );
    expect(screen.getByRole('button', { name: ha['Logout'] })).toBeInTheDocument();
  });
});
