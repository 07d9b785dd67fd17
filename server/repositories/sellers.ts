// Sellers (issue 13, buyers reach sellers): the seller's address for an enquiry, the WhatsApp number a seller chose
// to show on their products, and whether a merchant's listing exists.
import type { WhatsappSetting } from '../../contract/enquiries';
import type { Executor } from './accounts';

/** Where an enquiry about a product goes: the seller's account e-mail (never shown to the buyer). */
export async function findSellerAddress(db: Executor, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'is_blacklisted'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** The number shown on the seller's products, or null unless the seller opted in. */
export async function shownWhatsapp(db: Executor, accountId: number): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('whatsapp_number')
    .where('id', '=', accountId)
    .where('show_whatsapp', '=', true)
    .executeTakeFirst();
  return row?.whatsapp_number ?? null;
}

export async function getWhatsappSetting(
  db: Executor,
  accountId: number,
): Promise<WhatsappSetting | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['show_whatsapp', 'whatsapp_number'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row && { show: row.show_whatsapp, number: row.whatsapp_number };
}

export async function setWhatsappSetting(
  db: Executor,
  accountId: number,
  setting: WhatsappSetting,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ show_whatsapp: setting.show, whatsapp_number: setting.number, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
}

/** A merchant's listing exists for a seller account that is not blacklisted (the marketplace's own rule). */
export async function isListedSeller(db: Executor, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('kind', '!=', 'admin')
    .where('is_blacklisted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
