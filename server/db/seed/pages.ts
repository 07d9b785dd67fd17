// Seeds the editable static pages with the bundled drafts (contract/page-drafts.ts): only slugs that have no
// row yet, so a restart never overwrites the Ministry's edits.
import type { DB } from '../database';
import { seedPages } from '../../repositories/pages';

export async function seedStaticPages(db: DB): Promise<number> {
  return seedPages(db);
}
