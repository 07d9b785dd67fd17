// The public figures of the landing page (issue 13): members per kind.
import type { DB } from '../db/database';
import type { AccountCounts } from '../../contract/stats';
import { directoryCounts } from './directory';

/**
 * Members per kind as the public directory counts them (issue 31: the landing page's figures and the directory's
 * tab counts are one number): public, not blacklisted, partners once approved. Read from directory_counts, which a
 * trigger on accounts keeps (repositories/directory.ts), so no request counts rows. The open data counts its own
 * members (verified e-mail, private profiles included) from its rollups (docs/open-data.md).
 */
export async function countMembers(db: DB): Promise<AccountCounts> {
  const counts = await directoryCounts(db, 'public');
  return { creative: counts.creatives, business: counts.business, partner: counts.partners };
}
