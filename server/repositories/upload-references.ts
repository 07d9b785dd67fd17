// Which uploads are still shown: by a profile (photo, logo, cover), a content item, or a taken-down item kept for an
// appeal. One answer for every path that removes files (account deletion, content deletion, the take-down purge), so
// none of them removes an image something else still shows (docs/moderation.md).
import { sql } from 'kysely';
import type { Executor } from './accounts';

const CONTENT_TABLES = ['posts', 'products', 'tools', 'opportunities', 'events'] as const;
/** Names per query: each name adds a LIKE to the scan. */
const CHUNK = 50;

/** The image URLs profiles and content hold that may point at one of `names` (a cheap pre-filter; exact below). */
async function candidateUrls(db: Executor, names: string[]): Promise<string[]> {
  const likes = names.map((name) => `%/uploads/${name}`);
  const urls: (string | null)[] = [];
  const creative = await db
    .selectFrom('creative_profiles')
    .select(['photo', 'cover_photo'])
    .where((eb) =>
      eb.or(likes.flatMap((like) => [eb('photo', 'like', like), eb('cover_photo', 'like', like)])),
    )
    .execute();
  for (const row of creative) urls.push(row.photo, row.cover_photo);
  for (const table of ['business_profiles', 'partner_profiles'] as const) {
    const rows = await db
      .selectFrom(table as 'business_profiles')
      .select(['logo', 'cover_photo'])
      .where((eb) =>
        eb.or(likes.flatMap((like) => [eb('logo', 'like', like), eb('cover_photo', 'like', like)])),
      )
      .execute();
    for (const row of rows) urls.push(row.logo, row.cover_photo);
  }
  for (const table of CONTENT_TABLES) {
    const rows = await db
      .selectFrom(table as 'posts')
      .select('images')
      // One string per row, each URL followed by a space: the pattern matches a whole URL's end.
      .where((eb) =>
        eb.or(likes.map((like) => eb(sql<string>`array_to_string(images, ' ') || ' '`, 'like', `${like} %`))),
      )
      .execute();
    for (const row of rows) urls.push(...row.images);
  }
  return urls.filter((url): url is string => typeof url === 'string');
}

/** Of `names`, the uploads that no profile, content item or kept take-down shows: safe to remove with deleteUploads. */
export async function unreferencedUploads(db: Executor, names: string[]): Promise<string[]> {
  const candidates = [...new Set(names)];
  const used = new Set<string>();
  for (let start = 0; start < candidates.length; start += CHUNK) {
    const chunk = candidates.slice(start, start + CHUNK);
    const urls = await candidateUrls(db, chunk);
    for (const name of chunk) if (urls.some((url) => url.endsWith(`/uploads/${name}`))) used.add(name);
    const kept = await db
      .selectFrom('removed_content')
      .select('upload_names')
      .where((eb) => eb.or(chunk.map((name) => sql<boolean>`${name} = any(${eb.ref('upload_names')})`)))
      .execute();
    for (const row of kept) for (const name of row.upload_names) used.add(name);
  }
  return candidates.filter((name) => !used.has(name));
}

/**
 * Of the uploads `names` an edit stopped showing (after its commit): those to remove, i.e. uploaded by `ownerId` or
 * by nobody (the seed's), and shown by nothing any more. Another account's upload stays: it may be about to use it.
 */
export async function removableUploads(db: Executor, ownerId: number, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('name', 'in', names)
    .where((eb) => eb.or([eb('owner_id', '=', ownerId), eb('owner_id', 'is', null)]))
    .execute();
  return unreferencedUploads(
    db,
    rows.map((row) => row.name),
  );
}
