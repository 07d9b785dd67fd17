// Indexes for deep pages of the feed and the public directory (docs/benchmarks.md): the page's ids are found from
// one index before the profiles are joined for those rows only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The few blacklisted accounts: "author not blacklisted" becomes a probe into a nearly empty index.
  await sql`create index accounts_blacklisted_idx on accounts (id) where is_blacklisted`.execute(db);
  // The feed's order with the author beside it, so that page 500 reads 6,000 index entries and no table rows.
  await sql`create index posts_feed_idx on posts (created_at desc, id desc) include (author_id)`.execute(db);
  // The public directory's order, only over accounts anyone may see.
  await sql`create index accounts_public_directory_idx on accounts (kind, created_at desc, id desc) include (approved)
    where not is_blacklisted and status = 'public'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists accounts_public_directory_idx`.execute(db);
  await sql`drop index if exists posts_feed_idx`.execute(db);
  await sql`drop index if exists accounts_blacklisted_idx`.execute(db);
}
