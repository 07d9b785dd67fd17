import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { SCROLL_STORE_KEY, useScrollManager } from '../scroll-manager';

let navigate: NavigateFunction;
let scrollY = 0;
const scrollTo = vi.fn((x: number, y: number) => {
  void x;
  scrollY = y;
});

function Manager({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  useScrollManager();
  onNavigate(useNavigate());
  return null;
}

function Probe({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <Manager
        onNavigate={(next) => {
          navigate = next;
        }}
      />
      {children}
    </>
  );
}

function scrollBy(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

function go(to: string | number, options?: { replace?: boolean }) {
  act(() => {
    if (typeof to === 'number') void navigate(to);
    else void navigate(to, options);
  });
}

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

describe('the scroll manager', () => {
  it('opens a new page at the top and returns to the old position on Back and Forward', () => {
    render(
      <MemoryRouter initialEntries={['/marketplace']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled(); // a first visit keeps whatever was scrolled already
    scrollBy(1800);
    go('/marketdetailsPage/7');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(300);
    go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    go(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    // kept in sessionStorage, so a reload (another document, same history) restores too
    expect(Object.values(JSON.parse(sessionStorage.getItem(SCROLL_STORE_KEY) ?? '{}'))).toEqual(
      expect.arrayContaining([1800, 300]),
    );
  });

  it('goes to the top on a REPLACE to another path, and keeps the place on one to the same path', () => {
    render(
      <MemoryRouter initialEntries={['/otp']}>
        <Probe />
      </MemoryRouter>,
    );
    scrollBy(900);
    go('/otp?intent=spent', { replace: true });
    expect(scrollTo).not.toHaveBeenCalled();
    go('/profilepage', { replace: true });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('scrolls to a #target and gives it the focus', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Probe>
          <h2 id="fees">Fees</h2>
        </Probe>
      </MemoryRouter>,
    );
    go('/faq#fees');
    const target = document.getElementById('fees');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it("leaves an entry with a #hash to the browser on Back and Forward (a skip link's own navigation)", () => {
    render(
      <MemoryRouter initialEntries={['/homepage']}>
        <Probe />
      </MemoryRouter>,
    );
    scrollBy(700);
    go('/faq#main-content');
    scrollBy(500);
    go(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    scrollTo.mockClear();
    go(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a page that is still loading before restoring, then stops', () => {
    vi.useFakeTimers();
    try {
      render(
        <MemoryRouter initialEntries={['/directorypage']}>
          <Probe />
        </MemoryRouter>,
      );
      scrollBy(2500);
      go('/profile/3');
      // the list is not back yet: the document is too short and the browser clamps the position
      scrollTo.mockImplementation((_x: number, y: number) => {
        scrollY = Math.min(y, 400);
      });
      go(-1);
      expect(scrollY).toBe(400);
      scrollTo.mockImplementation((_x: number, y: number) => {
        scrollY = y;
      });
      act(() => vi.advanceTimersByTime(100));
      expect(scrollY).toBe(2500);
      const calls = scrollTo.mock.calls.length;
      act(() => vi.advanceTimersByTime(3000));
      expect(scrollTo.mock.calls.length).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });
});
