// Error toasts in one place (design convention 5): each endpoint opts in beside its definition (registerErrorToast,
// lib/api.ts) with the texts for a refusal without a message and for no answer; this listener shows them.
// Success toasts stay local.
import { createListenerMiddleware, isRejected, isRejectedWithValue } from '@reduxjs/toolkit';
import { errorToastTextsOf } from './api';
import { translate } from '@/i18n/runtime';
import { failureMessage } from './failure-message';

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
      const texts = errorToastTextsOf(endpointName);
      if (texts === undefined) return;
      // Rejected without a value: the portal's own reading of the answer threw, counted as no usable answer.
      const error: unknown = isRejectedWithValue(action)
        ? action.payload
        : (action as { error?: unknown }).error;
      const status = (error as { status?: unknown } | undefined)?.status;
      if (status === 401 && !texts.signIn) return;
      // The registered texts are English marked with msg() beside the endpoint; the server's own are translated.
      const message = translate(
        texts.rewrite ? texts.rewrite(failureMessage(error, texts)) : failureMessage(error, texts),
      );
      // One toast per endpoint and text: a refetch storm or two mounted screens do not stack duplicates.
      // Imported on demand: react-toastify is not part of the first load (see app/provider.tsx).
      void import('react-toastify').then(({ toast }) =>
        toast.error(message, { toastId: `api-error:${endpointName}:${message}`, autoClose: texts.autoClose }),
      );
    },
  });
  return listener.middleware;
}
