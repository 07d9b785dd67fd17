// Stored images: the files (lib/image-store.ts) and the row that names them (repositories/uploads.ts), kept
// together: the row is written only after every file, and files whose row could not be written are removed.
import type { DB } from '../db/database';
import { writeImage, type StoredImage } from '../lib/image-store';
import type { UploadStore } from '../lib/upload-store';
import { deleteUploadRows, insertUpload } from '../repositories/uploads';

/**
 * Re-encodes an image, writes its files and records it in `uploads` (lib/image-store.ts, writeImage, says what it
 * refuses and when it answers 503).
 */
export async function storeImage(
  db: DB,
  store: UploadStore,
  input: Buffer,
  ownerId: number | null = null,
  options: { waitForSlot?: boolean } = {},
): Promise<StoredImage> {
  const image = await writeImage(store, input, options);
  try {
    await insertUpload(db, { ...image, ownerId });
  } catch (error) {
    // No row names these objects: remove them (the error that matters is the first one).
    await store.remove('public', [...image.variants.map((v) => v.name), image.name]).catch(() => undefined);
    throw error;
  }
  return image;
}

/** Removes uploads' rows, then their main files and every variant (account deletion). Missing files are not an error. */
export async function deleteUploads(db: DB, store: UploadStore, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await store.remove('public', await deleteUploadRows(db, names));
}
