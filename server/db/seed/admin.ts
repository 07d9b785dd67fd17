// The administrator account from ADMIN_EMAIL / ADMIN_PASSWORD, created when no admin with that e-mail exists.
// An existing admin's password is never overwritten (a changed ADMIN_PASSWORD does not reset it).
import { sql, type Transaction } from 'kysely';
import type { Config } from '../../config';
import { hashPassword, SYSTEM_LANE } from '../../lib/passwords';
import type { Database } from '../tables';

export const ADMIN_NAME = 'Portal Administrator';

/** True when the admin account was created. */
export async function seedAdmin(trx: Transaction<Database>, config: Config): Promise<boolean> {
  const existing = await trx
    .selectFrom('accounts')
    .select('id')
    .where('kind', '=', 'admin')
    .where(sql<string>`lower(email)`, '=', config.adminEmail.toLowerCase())
    .executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(config.adminPassword, SYSTEM_LANE, {
    argon2Memory: config.argon2Memory,
    scryptCost: config.scryptCost,
  });
  const now = new Date();
  const account = await trx
    .insertInto('accounts')
    .values({
      kind: 'admin',
      email: config.adminEmail.toLowerCase(),
      password_hash: passwordHash,
      email_verified_at: now,
      is_activated: true,
      approved: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('admin_profiles').values({ account_id: account.id, name: ADMIN_NAME }).execute();
  return true;
}
