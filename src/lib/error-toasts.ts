// Error toasts in one place (design convention 5): endpoints opt in with a fallback text; success toasts stay local.
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { getErrorMessage } from './api-session';

const registry = new Map<string, string>();

/**
 * Opts an endpoint in: when a call to it fails, the server's message (or `fallback`) shows as an error toast.
 * A 401 never toasts (the forced logout handles it).
 */
export function registerErrorToast(endpointName: string, fallback: string): void {
  registry.set(endpointName, fallback);
}

export function createErrorToastMiddleware() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action) => {
      const meta = action.meta as { arg?: { endpointName?: string } };
      const endpointName = meta.arg?.endpointName;
      if (!endpointName) return;
      const fallback = registry.get(endpointName);
      if (fallback === undefined) return;
      const payload = action.payload as { status?: unknown } | undefined;
      if (payload?.status === 401) return;
      const message = getErrorMessage(action.payload, fallback);
      // One toast per endpoint and text: a refetch storm or two mounted screens do not stack duplicates.
      // Imported on demand: react-toastify is not part of the first load (see app/provider.tsx).
      void import('react-toastify').then(({ toast }) =>
        toast.error(message, { toastId: `api-error:${endpointName}:${message}` }),
      );
    },
  });
  return listener.middleware;
}
