// The chrome pieces issue 6 asks for: the chat link (new tab, preset greeting, accessible name) and /newform. (The
// translate widget's container gave way to the language menu, issue 17: src/components/layout/__tests__.)
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITY } from '@contract/portal-identity';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';

describe('chat link', () => {
  it('opens the chat URL with the greeting in a new tab, with an accessible name', async () => {
    // The configured number (issue 31: without one there is no chat button).
    renderApp('/aboutus', { identity: { ...DEMO_IDENTITY, whatsapp: '+2348031234567' } });
    await findPageHeading('About the Ministry');
    const chat = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toMatch(/enquiry/);
  });
});

describe('/newform', () => {
  it('offers the post and product forms, the choice kept in the URL', async () => {
    seedSession('user');
    const { user, router } = renderApp('/newform');
    await findPageHeading('Create something new');
    expect(screen.getByRole('radio', { name: 'Create Post' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Create Product' }));
    expect(screen.getByRole('radio', { name: 'Create Product' })).toBeChecked();
    expect(router.state.location.search).toBe('?type=product');
  });
});
