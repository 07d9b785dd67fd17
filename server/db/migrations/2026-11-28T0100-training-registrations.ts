// Training registrations (issue 33, section 1): a training gains optional seats, a registration deadline, the state it
// takes place in (offline trainings) and a private joining link; each signed-in member holds at most one registration
// per training, registered or on the waiting list, with a short code shown at the door.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    // Seats; null means no limit.
    .addColumn('capacity', 'integer')
    // Last moment to register; null means the start time.
    .addColumn('registration_deadline', 'timestamptz')
    // One of the 36 states and the FCT, for an offline training (contract/states.ts names).
    .addColumn('state', 'text')
    // Private joining link of an online training: shown to registered people only, never in public answers.
    .addColumn('join_link', 'text')
    .execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    // Deleted with the account (its certificates keep only what they certify: docs/training.md).
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('registered', 'waitlisted')`))
    // 8 characters of an unambiguous alphabet, unique per training.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // When a waitlisted registration got a seat (null if it never waited, or still waits).
    .addColumn('promoted_at', 'timestamptz')
    .addColumn('attended_at', 'timestamptz')
    // The 24-hour reminder is sent once.
    .addColumn('reminded_at', 'timestamptz')
    .addUniqueConstraint('event_registrations_one_per_account', ['event_id', 'account_id'])
    .addUniqueConstraint('event_registrations_code_unique', ['event_id', 'code'])
    .execute();
  // The waiting list in order, and the seat count.
  await sql`create index event_registrations_queue_idx on event_registrations (event_id, status, created_at, id)`.execute(
    db,
  );
  // My trainings.
  await sql`create index event_registrations_account_idx on event_registrations (account_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('event_registrations').ifExists().execute();
  await db.schema
    .alterTable('events')
    .dropColumn('capacity')
    .dropColumn('registration_deadline')
    .dropColumn('state')
    .dropColumn('join_link')
    .execute();
}
