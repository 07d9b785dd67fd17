// A creative's LGA of residence, so that residence shows as its own "LGA, State" pair beside the origin's
// (issue 13: "Aguata, Lagos" paired the LGA of origin with the state of residence). Existing rows stay null.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creative_profiles').addColumn('lga_residence', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('creative_profiles').dropColumn('lga_residence').execute();
}
