// The spec's delays pinned to the millisecond (docs/development.md, "The spec's timings and page sizes"): fake
// timers that move only when the test moves them, never with real time, so a delay of 0 ms or of 3 s instead of
// 2 s fails. Network answers, lazy modules and React still run in real time meanwhile (MSW needs no timer; the
// clock stands still until `advance`).
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, onTestFinished, vi } from 'vitest';
import { server } from './mocks/server';

// Taken when this module loads, before any test fakes the timers: `settle` waits in real time with it.
const realSetTimeout = globalThis.setTimeout;

type WithJest = typeof globalThis & { jest?: { advanceTimersByTime: (ms: number) => void } };

/**
 * Fakes the timers (not Date, nor requestAnimationFrame, which the store's batching and React use) with
 * `shouldAdvanceTime: false`, and returns a user-event instance that moves the fake clock for its own pauses.
 * testing-library ends each user-event call with a setTimeout(0) and runs it only when it sees jest's fake timers:
 * the `jest` global it looks for moves the fake clock by that 0 ms. Undo with `thawTimers()` (in `afterEach`).
 * While frozen, wait with `settle`, never with waitFor or findBy (they would move the clock 50 ms a poll).
 */
export function freezeTimers() {
  vi.useFakeTimers({
    shouldAdvanceTime: false,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  (globalThis as WithJest).jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** Real timers again. */
export function thawTimers() {
  delete (globalThis as WithJest).jest;
  vi.useRealTimers();
}

/** Moves the fake clock by `ms`, running every timer that falls due, inside act(). */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Waits in REAL time (the fake clock does not move) until `check` passes: for network answers and lazy modules.
 * testing-library's waitFor cannot be used while the timers are frozen (its polling timer is a faked one).
 */
export async function settle(check: () => void, timeoutMs = 5000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
}

/** Lets real time pass (the fake clock stands still): whatever a timer started has had time to show. */
export async function realPause(ms: number) {
  await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, ms)));
}

/**
 * The pin itself: once the delay's timer is pending (the clock frozen since), `happened` is still false at
 * `ms` - 1 (after a real pause, so that a fetch a shorter timer started has had time to leave) and becomes true
 * at `ms` exactly (waited for in real time, the clock still at `ms`).
 */
export async function expectAfterExactly(ms: number, happened: () => boolean) {
  await advance(ms - 1);
  await realPause(50);
  expect(happened(), `already happened at ${ms - 1} ms`).toBe(false);
  await advance(1);
  await settle(() => expect(happened(), `not happened at ${ms} ms`).toBe(true));
}

/**
 * Every request to a path ending in `pathEnd` (and of `method`, if given) from now to the end of the test: a pin's
 * "has it happened" for delays that end in a call.
 */
export function recordRequests(pathEnd: string, method?: string): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(pathEnd) && (!method || request.method === method))
      seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Clicks `button` with the timers frozen and waits (in real time) until the click has started a timer. */
export async function clickStartingTimer(button: HTMLElement) {
  const pending = vi.getTimerCount();
  fireEvent.click(button);
  await settle(() => expect(vi.getTimerCount()).toBeGreaterThan(pending));
}

/**
 * How long the toast showing `text` stays, in ms. react-toastify closes a toast when its progress bar's CSS
 * animation ends, and the animation lasts the toast's `autoClose`; jsdom runs no CSS animation, so no timer can
 * be advanced to it: the duration the toast was given is read instead.
 */
export function toastLifetimeMs(text: string): number {
  const toast = screen.getByText(text).closest('.Toastify__toast');
  const bar = toast?.querySelector<HTMLElement>('.Toastify__progress-bar');
  if (!bar) throw new Error(`No auto-closing toast shows "${text}"`);
  return Number.parseInt(bar.style.animationDuration, 10);
}
