// After an edit has committed: the uploads it stopped showing go, unless something else still shows them
// (docs/content.md, "Editing"), by the same rule as every other removal of files (repositories/upload-references.ts).
import type { DB } from '../db/database';
import { uploadNameFromUrl, type UploadUrls } from '../lib/image-store';
import { deleteUploads } from './uploads';
import type { UploadStore } from '../lib/upload-store';
import { removableUploads } from '../repositories/upload-references';

export interface DroppedImages {
  /** The editor: their own uploads (and the seed's unowned ones) may go, never another account's. */
  authorId: number;
  before: string[];
  after: string[];
}

export async function removeDroppedImages(
  db: DB,
  store: UploadStore,
  urls: UploadUrls,
  { authorId, before, after }: DroppedImages,
): Promise<void> {
  const nameOf = (url: string) => uploadNameFromUrl(url, urls);
  const kept = new Set(after.map(nameOf));
  const dropped = [...new Set(before.map(nameOf))].filter(
    (name): name is string => name !== null && !kept.has(name),
  );
  if (dropped.length === 0) return;
  await deleteUploads(db, store, await removableUploads(db, authorId, dropped));
}
