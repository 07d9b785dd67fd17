// The Web Worker that shrinks photos off the main thread (OffscreenCanvas): a 12-megapixel decode takes a few
// hundred milliseconds that would otherwise freeze the form. One message in (the file), one message out.
import { offscreenCanvas, shrinkOnCanvas, type ShrinkOutput } from './shrink-canvas';

export type ShrinkReply = { ok: true; result: ShrinkOutput | null } | { ok: false; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage: (message: ShrinkReply) => void;
};

scope.onmessage = (event) => {
  shrinkOnCanvas(event.data, offscreenCanvas).then(
    (result) => scope.postMessage({ ok: true, result }),
    (error: unknown) =>
      scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
};
