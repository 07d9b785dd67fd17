// Error toasts in one place (design convention 5): each endpoint opts in beside its definition with the texts for a
// refusal without a message and for no answer; one listener shows them. Success toasts stay local.
import { createListenerMiddleware, isRejected, isRejectedWithValue } from '@reduxjs/toolkit';
import { failureMessage, type FailureTexts } from './failure-message';

export interface ErrorToastTexts extends FailureTexts {
  /** How long the toast stays, in ms (the toaster's default otherwise). */
  autoClose?: number;
  /** A sign-in call: its 401 is a wrong password (not an expired session), so it toasts like any refusal. */
  signIn?: boolean;
  /** Makes a server message plain before it shows (e.g. a database error's wording). */
  rewrite?: (message: string) => string;
}

const registry = new Map<string, ErrorToastTexts>();

/**
 * Opts an endpoint in: when a call to it fails, the server's message (else the refusal or no-answer text) shows as
 * an error toast. One text serves both cases when given as a string. A 401 never toasts (the forced logout handles
 * it), except on a sign-in call.
 */
export function registerErrorToast(endpointName: string, texts: string | ErrorToastTexts): void {
  registry.set(endpointName, typeof texts === 'string' ? { refused: texts, noResponse: texts } : texts);
}

interface RejectedMeta {
  arg?: { endpointName?: string };
  /** A query skipped because its data is fresh, not a failure. */
  condition?: boolean;
  aborted?: boolean;
}

export function createErrorToastMiddleware() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isRejected,
    effect: (action) => {
      const meta = action.meta as RejectedMeta;
      const endpointName = meta.arg?.endpointName;
      if (!endpointName || meta.condition || meta.aborted) return;
      const texts = registry.get(endpointName);
      if (texts === undefined) return;
      // Rejected without a value: the portal's own reading of the answer threw, counted as no usable answer.
      const error: unknown = isRejectedWithValue(action)
        ? action.payload
        : (action as { error?: unknown }).error;
      const status = (error as { status?: unknown } | undefined)?.status;
      if (status === 401 && !texts.signIn) return;
      const message = texts.rewrite
        ? texts.rewrite(failureMessage(error, texts))
        : failureMessage(error, texts);
      // One toast per endpoint and text: a refetch storm or two mounted screens do not stack duplicates.
      // Imported on demand: react-toastify is not part of the first load (see app/provider.tsx).
      void import('react-toastify').then(({ toast }) =>
        toast.error(message, { toastId: `api-error:${endpointName}:${message}`, autoClose: texts.autoClose }),
      );
    },
  });
  return listener.middleware;
}
