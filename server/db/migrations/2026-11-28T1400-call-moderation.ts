// Calls for proposals are content like the others (issue 32, docs/proposals.md): a member may report a call and an
// admin take it down, so the item types of reports and of removed content gain 'call'.
import { sql, type Kysely } from 'kysely';

const CONTENT = `'post', 'product', 'tool', 'opportunity', 'event'`;
const PROFILES = `'creative', 'business', 'partner'`;

async function allow(db: Kysely<unknown>, types: { removed: string; reports: string }): Promise<void> {
  await sql`alter table removed_content drop constraint if exists removed_content_item_type_check`.execute(
    db,
  );
  await sql
    .raw(
      `alter table removed_content add constraint removed_content_item_type_check check (item_type in (${types.removed}))`,
    )
    .execute(db);
  await sql`alter table reports drop constraint if exists reports_item_type_check`.execute(db);
  await sql
    .raw(`alter table reports add constraint reports_item_type_check check (item_type in (${types.reports}))`)
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allow(db, { removed: `${CONTENT}, 'call'`, reports: `${CONTENT}, 'call', ${PROFILES}` });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from reports where item_type = 'call'`.execute(db);
  await sql`delete from removed_content where item_type = 'call'`.execute(db);
  await allow(db, { removed: CONTENT, reports: `${CONTENT}, ${PROFILES}` });
}
