// Offline, a link to a page this device has not saved opens the worker's offline page (a full page load), and a
// page that fails to load offline says so instead of "Something went wrong" (issue 31).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '@/app/layouts/route-error-page';
import { opensOfflinePage, routerLinkTarget } from '../offline-links';

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('routerLinkTarget', () => {
  const origin = 'http://localhost:3000';

  it('names the path of a same-origin link, from a click inside it', () => {
    expect(routerLinkTarget(clickOn('<a href="/product/7"><span data-target>Shoe</span></a>'), origin)).toBe(
      '/product/7',
    );
  });

  it('leaves other tabs, downloads, modified clicks and other sites alone', () => {
    expect(routerLinkTarget(clickOn('<a data-target href="/x" target="_blank">x</a>'), origin)).toBeNull();
    expect(routerLinkTarget(clickOn('<a data-target href="/x" download>x</a>'), origin)).toBeNull();
    expect(routerLinkTarget(clickOn('<a data-target href="/x">x</a>', { ctrlKey: true }), origin)).toBeNull();
    expect(routerLinkTarget(clickOn('<a data-target href="https://example.org/x">x</a>'), origin)).toBeNull();
    expect(routerLinkTarget(clickOn('<button data-target>x</button>'), origin)).toBeNull();
  });
});

describe('opensOfflinePage', () => {
  it('for a page not saved, never for a saved one or the page itself', () => {
    const saved = new Set(['/homepage', '/marketplace']);
    expect(opensOfflinePage('/tools', '/homepage', saved)).toBe(true);
    expect(opensOfflinePage('/marketplace', '/homepage', saved)).toBe(false);
    expect(opensOfflinePage('/tools', '/tools', saved)).toBe(false);
  });
});

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says "Something went wrong" online', () => {
    render(<RouteError />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  });

  it('says the page is not saved, not that something went wrong, offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RouteError />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.getByText(/not saved on this device/)).toBeInTheDocument();
  });
});
