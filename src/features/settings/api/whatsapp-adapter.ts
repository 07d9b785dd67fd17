// The seller's WhatsApp setting as the portal reads it (contract/enquiries.ts): the one reader of the answer.
import { fieldsOf } from '@/lib/adapt';
import type { WhatsappSetting } from '@contract/enquiries';

/** The setting from an answer's data; nothing shown (show false, no number) for what a host sends otherwise. */
export function toWhatsappSetting(raw: unknown): WhatsappSetting {
  const fields = fieldsOf(raw);
  return { show: fields.show === true, number: typeof fields.number === 'string' ? fields.number : null };
}
