// Per-message mail headers (issue 34, docs/notifications.md "E-mail: instant and digests, unsubscribe"): a notification
// mail carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). The outbox keeps them (JSON: name -> value)
// beside the bodies until the message is sent, then clears them with the bodies (the link holds a signed token).
import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
}
