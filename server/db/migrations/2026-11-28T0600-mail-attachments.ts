// Mail attachments (issue 33): a training's confirmation carries an .ics calendar file. The outbox keeps each
// attachment (file name, type, text content) beside the bodies until the message is sent, then clears it with them.
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
}
