// useServerError: the message of a failed submit, the fallback, and a fresh start on the next submit.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerError } from '../use-server-error';

describe('useServerError', () => {
  it('keeps the server message of a failed call, then clears it on the next submit', async () => {
    const { result } = renderHook(() => useServerError('It failed'));
    const failing = result.current.guard(async () => {
      throw { data: { message: 'Wrong password' } };
    });
    await act(() => failing());
    expect(result.current.serverError).toBe('Wrong password');

    const passing = result.current.guard(async () => undefined);
    await act(() => passing());
    expect(result.current.serverError).toBeNull();
  });

  it('falls back to its own text when the error says nothing', async () => {
    const { result } = renderHook(() => useServerError('It failed'));
    await act(() => result.current.guard(async () => Promise.reject(new Error('network')))());
    expect(result.current.serverError).toBe('It failed');
    act(() => result.current.clearServerError());
    expect(result.current.serverError).toBeNull();
  });
});
