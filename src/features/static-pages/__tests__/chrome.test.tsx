// The chrome pieces issue 6 asks for: the translate-widget container (script from configuration, loaded once),
// the chat link (new tab, preset greeting, accessible name) and /newform.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedSession } from '@/testing/generators';
import { findPageHeading, renderApp } from '@/testing/render';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  document.querySelectorAll('script[data-translate-widget]').forEach((node) => node.remove());
});

describe('translate widget', () => {
  it('stays hidden and loads nothing without VITE_TRANSLATE_SCRIPT', async () => {
    vi.stubEnv('VITE_TRANSLATE_SCRIPT', '');
    const { TranslateWidget } = await import('@/components/layout/translate-widget');
    render(<TranslateWidget />);
    expect(document.getElementById('google_translate_element')).toHaveAttribute('hidden');
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the configured script once, as a src script inside the container', async () => {
    vi.stubEnv('VITE_TRANSLATE_SCRIPT', 'https://translate.example.org/element.js');
    const { TranslateWidget } = await import('@/components/layout/translate-widget');
    const { unmount } = render(<TranslateWidget />);
    const container = document.getElementById('google_translate_element')!;
    expect(container).not.toHaveAttribute('hidden');
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://translate.example.org/element.js');
    expect(scripts[0].textContent).toBe('');
    unmount();
    render(<TranslateWidget />);
    expect(document.querySelectorAll('script[data-translate-widget]')).toHaveLength(0); // not requested again
  });
});

describe('chat link', () => {
  it('opens the chat URL with the greeting in a new tab, with an accessible name', async () => {
    renderApp('/aboutus');
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
