// The public figures of the landing page (issue 13): members per kind, counted with one grouped COUNT.
import type { DB } from '../db/database';
import type { AccountCounts } from '../../contract/stats';

/**
 * Members per kind: the e-mail is verified (a sign-up that never entered its code is not a member yet), the
 * account is not blacklisted, and a partner is approved by the admin. Private profiles count: a number names nobody.
 */
export async function countMembers(db: DB): Promise<AccountCounts> {
  const rows = await db
    .selectFrom('accounts')
    .select(['kind', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('kind', 'in', ['creative', 'business', 'partner'])
    .where('is_blacklisted', '=', false)
    .where('email_verified_at', 'is not', null)
    .where((eb) => eb.or([eb('kind', '<>', 'partner'), eb('approved', '=', true)]))
    .groupBy('kind')
    .execute();
  const counts: AccountCounts = { creative: 0, business: 0, partner: 0 };
  for (const row of rows) if (row.kind !== 'admin') counts[row.kind] = Number(row.n);
  return counts;
}
