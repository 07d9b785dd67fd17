// Shrinks a photo in the browser before it is uploaded (issue 18): a 12-megapixel phone photo of ~4 MB leaves the
// phone as a ~300 KB JPEG of at most 1,600 px, EXIF orientation applied and metadata dropped. The work runs in a
// Web Worker with OffscreenCanvas where the browser has both, else on the main thread with a canvas; where the
// browser can do neither, or cannot decode the file, the original goes and the server judges it (docs/data-saver.md).
import { elementCanvas, shrinkOnCanvas, type ShrinkOutput } from './shrink-canvas';
import type { ShrinkReply } from './shrink-photo.worker';
import { isShrinkable, renamedFor } from './shrink-rules';

function canUseWorker(): boolean {
  return typeof Worker === 'function' && typeof OffscreenCanvas === 'function';
}

function shrinkInWorker(file: File): Promise<ShrinkOutput | null> {
  return new Promise((resolve, reject) => {
    // Vite bundles the worker as its own file: it loads only when a photo is chosen, never with the first screen.
    const worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ShrinkReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The photo could not be prepared.'));
    };
    worker.postMessage(file);
  });
}

/** The file to upload: a smaller re-encoded copy of a large photo, or the original (small, GIF, undecodable). */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!isShrinkable(file.type) || typeof createImageBitmap !== 'function') return file;
  let output: ShrinkOutput | null;
  try {
    output = canUseWorker() ? await shrinkInWorker(file) : await shrinkOnCanvas(file, elementCanvas);
  } catch {
    // A worker that could not start (an old browser's module workers) still leaves the main thread.
    try {
      output = typeof document !== 'undefined' ? await shrinkOnCanvas(file, elementCanvas) : null;
    } catch {
      output = null; // not decodable here: the server's check gives the clear answer
    }
  }
  if (!output) return file;
  return new File([output.blob], renamedFor(file.name, output.blob.type), {
    type: output.blob.type,
    lastModified: file.lastModified,
  });
}
