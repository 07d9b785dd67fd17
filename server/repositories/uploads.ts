// The uploads table: a row names a stored image's main file and lists its variants (lib/image-store.ts writes the
// files, services/uploads.ts ties the two together).
import type { UploadVariant } from '../lib/image-store';
import type { Executor } from './accounts';

export interface NewUpload {
  name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  variants: UploadVariant[];
  ownerId: number | null;
}

export async function insertUpload(db: Executor, upload: NewUpload): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      name: upload.name,
      mime: upload.mime,
      bytes: upload.bytes,
      width: upload.width,
      height: upload.height,
      variants: JSON.stringify(upload.variants),
      owner_id: upload.ownerId,
    })
    .execute();
}

/** Deletes the rows of `names` and answers the file names they held: each main file and its variants. */
export async function deleteUploadRows(db: Executor, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select(['name', 'variants'])
    .where('name', 'in', names)
    .execute();
  await db.deleteFrom('uploads').where('name', 'in', names).execute();
  return rows.flatMap((row) => [row.name, ...(row.variants ?? []).map((v) => v.name)]);
}
