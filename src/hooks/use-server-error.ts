// A form's server error: each submit clears the last one, and a failed call leaves its message (or the
// fallback) for the form to show in its alert.
import { useState } from 'react';
import { getErrorMessage } from '@/lib/api-session';

export function useServerError(fallback: string) {
  const [serverError, setServerError] = useState<string | null>(null);

  /** Wraps a submit handler: clears the error, runs it, and keeps the message of what it throws. */
  function guard<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
    return async (...args: Args) => {
      setServerError(null);
      try {
        await action(...args);
      } catch (error) {
        setServerError(getErrorMessage(error, fallback));
      }
    };
  }

  return { serverError, clearServerError: () => setServerError(null), guard };
}
