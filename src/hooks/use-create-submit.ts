// The floating create modal's two forms (post, product): image uploads block submitting, the 1 s wait before
// sending (spec section 4), the success toast and a fresh form after it. A failed call is toasted by the
// error-toast listener (its texts sit beside the endpoint); offline, the form says so and keeps what was typed.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { t } from '@/i18n/runtime';
import { uploadImages } from '@/lib/upload';

export const SUBMIT_DELAY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The create endpoints answer { status, message }; the trigger resolves without unwrap(). */
type Settled = { data: { status: boolean; message: string | null } } | { error: unknown };

/** What both create forms hold: uploaded image URLs, and images picked offline still to upload. */
interface WithImages {
  images: string[];
  pendingImages?: File[];
}

export interface CreateSubmitOptions<Values extends WithImages> {
  send: (values: Omit<Values, 'pendingImages'>) => PromiseLike<Settled>;
  createdText: string;
  /** An answer that says status false without a message. */
  refusedText: string;
  /** Clears the form after a success. */
  reset: () => void;
  /** Marks the images field when the user submits while an upload still runs. */
  setImagesError: (message: string) => void;
  /** Called after the success toast, e.g. to close the dialog the form sits in. */
  onCreated?: () => void;
  /** Shown when the submit cannot reach the server: the form (and its draft) stays as it is. */
  offlineText: string;
}

/** What a submit offline says: the draft (a new item) or the form (an edit) keeps the text; tap the button again. */
export function offlineSubmitText(editing: boolean, createButton: string): string {
  return editing
    ? t(
        'You are offline. Your changes are still in the form; tap Save changes again when you are back online.',
      )
    : t('You are offline. Your draft is saved; tap {{button}} again when you are back online.', {
        button: createButton,
      });
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isNoConnection = (error: unknown) => (error as { status?: unknown } | null)?.status === 'FETCH_ERROR';

export function useCreateSubmit<Values extends WithImages>({
  send,
  createdText,
  refusedText,
  reset,
  setImagesError,
  onCreated,
  offlineText,
}: CreateSubmitOptions<Values>) {
  const [uploading, setUploading] = useState(false);
  // Bumped after a success: remounts the image picker empty.
  const [imagesKey, setImagesKey] = useState(0);

  async function submit(values: Values) {
    if (uploading) {
      setImagesError(t('Please wait for the images to finish uploading.'));
      return;
    }
    if (isOffline()) {
      toast.error(offlineText, { toastId: offlineText });
      return;
    }
    await wait(SUBMIT_DELAY_MS);
    // Images picked offline go up now, through the same upload path, and join the uploaded ones.
    const { pendingImages: pending = [], ...body } = values;
    if (pending.length > 0) {
      try {
        body.images = [...body.images, ...(await uploadImages(pending))];
      } catch (error) {
        if (isOffline()) toast.error(offlineText, { toastId: offlineText });
        else setImagesError(error instanceof Error ? error.message : t('The images could not be uploaded.'));
        return;
      }
    }
    const result = await send(body);
    if ('error' in result) {
      // The connection dropped during the wait or the call: beside the listener's generic text, say what to do.
      if (isOffline() || isNoConnection(result.error)) toast.error(offlineText, { toastId: offlineText });
      return;
    }
    // A 200 answer the server marks failed is no failed call, so the form itself says it.
    if (!result.data.status) {
      toast.error(result.data.message ?? refusedText);
      return;
    }
    toast.success(createdText);
    reset();
    setImagesKey((key) => key + 1);
    onCreated?.();
  }

  return { uploading, setUploading, imagesKey, submit };
}
