// A public profile as a portfolio (issue 31 section 4): the member's newest products for their profile, and the
// seller facts a product page shows beside "Sold by" (state, Verified). Identity hashes are read only as a yes/no.
import { sql } from 'kysely';
import type { ProductSeller } from '../../contract/profile-portfolio';
import { PORTFOLIO_PRODUCTS, PORTFOLIO_TRAININGS } from '../../contract/profile-portfolio';
import type { Executor } from './accounts';
import { accountWithProfiles } from './profiles';

/** The member's newest products (a taken-down product has left the table), for cards that link to each. */
export async function listPortfolioProducts(db: Executor, authorId: number, limit = PORTFOLIO_PRODUCTS) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'title', 'price', 'images'])
    .where('author_id', '=', authorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, price: Number(row.price), images: row.images ?? [] }));
}

/**
 * The trainings the member completed (issue 33): their training certificates that stand (a revoked one is left out),
 * newest first, each with its public verify page (a certificate is public by its code).
 */
export async function listPortfolioTrainings(db: Executor, accountId: number, limit = PORTFOLIO_TRAININGS) {
  const rows = await db
    .selectFrom('certificates')
    .select(['code', 'title', 'partner_name', 'training_date'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'training')
    .where('revoked_at', 'is', null)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    title: row.title,
    partner: row.partner_name,
    date: row.training_date ? new Date(row.training_date).toISOString() : null,
    certificate_url: `/verify/${encodeURIComponent(row.code)}`,
  }));
}

/**
 * The seller's state and Verified flag: a creative's state of residence, a business's state; a partner has neither
 * (no identity check). Null for an unknown account.
 */
export async function findProductSeller(db: Executor, accountId: number): Promise<ProductSeller> {
  const row = await accountWithProfiles(db)
    .select([
      'accounts.kind',
      'c.residence_state',
      'b.state',
      sql<boolean>`coalesce(c.identity_hash, b.identity_hash) is not null`.as('verified'),
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  const state = row.kind === 'creative' ? row.residence_state : row.kind === 'business' ? row.state : null;
  return { state: state ?? null, verified: row.verified };
}
