// The floating buttons step aside while the reader scrolls down and come back on the way up or near the top; a
// keyboard user's scrolling never hides them.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHiddenWhileScrollingDown } from '@/hooks/use-hidden-while-scrolling-down';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => scrollTo(0));

describe('useHiddenWhileScrollingDown', () => {
  it('hides while scrolling down past the top and shows again on the way up', () => {
    const { result } = renderHook(() => useHiddenWhileScrollingDown());
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('wheel')));
    scrollTo(60);
    expect(result.current).toBe(false); // near the top
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(396);
    expect(result.current).toBe(true); // a few pixels change nothing
    scrollTo(300);
    expect(result.current).toBe(false);
    scrollTo(900);
    expect(result.current).toBe(true);
    scrollTo(20);
    expect(result.current).toBe(false);
  });

  it('stays shown while the keyboard scrolls the page', () => {
    const { result } = renderHook(() => useHiddenWhileScrollingDown());
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    scrollTo(500);
    scrollTo(1200);
    expect(result.current).toBe(false);
    act(() => void window.dispatchEvent(new Event('wheel')));
    scrollTo(1800);
    expect(result.current).toBe(true);
  });
});
