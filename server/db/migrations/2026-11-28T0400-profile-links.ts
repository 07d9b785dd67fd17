// A portfolio's links (issue 31 section 4): a creative gains a website and a LinkedIn link, a business a LinkedIn
// link, beside the spec's facebook, twitter and instagram. Checked by the one URL rule (server/lib/web-links.ts)
// before they are written; existing rows stay null.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('creative_profiles')
    .addColumn('website', 'text')
    .addColumn('linkedin', 'text')
    .execute();
  await db.schema.alterTable('business_profiles').addColumn('linkedin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_profiles').dropColumn('linkedin').execute();
  await db.schema.alterTable('creative_profiles').dropColumn('website').dropColumn('linkedin').execute();
}
