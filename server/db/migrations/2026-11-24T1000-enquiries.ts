// Buyers reach sellers (issue 13): an enquiry is mailed to the seller with Reply-To set to the buyer, so the outbox
// keeps a Reply-To address; a seller may choose to show a WhatsApp number on their products (off by default).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Cleared with the bodies once the row is sent or has failed (it is the buyer's address).
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
  // Stored as +234XXXXXXXXXX; shown on the seller's products only while show_whatsapp is true.
  await db.schema.alterTable('accounts').addColumn('whatsapp_number', 'text').execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('show_whatsapp', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('show_whatsapp').execute();
  await db.schema.alterTable('accounts').dropColumn('whatsapp_number').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
}
