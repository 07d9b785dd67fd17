// The adapter of the businesses an account runs: one raw row of GET /prop/business-info/mine (or the POST's answer)
// into the contract's OwnedBusiness, tolerant of a foreign host (the ministry's own /clap) that sends fewer fields.
import type { OwnedBusiness } from '@contract/businesses';
import { t } from '@/i18n/runtime';
import { fieldsOf, textOrNull, textOrUndefined } from '@/lib/adapt';

/**
 * A business shown as a card: a row of /mine, or a business account's profile in the same shape. The owner and the
 * date may be missing (a profile has neither; a foreign host may not send them).
 */
export type Business = Omit<OwnedBusiness, 'owner_id' | 'created_at'> &
  Partial<Pick<OwnedBusiness, 'owner_id' | 'created_at'>>;

/** One row: missing texts read as null; a row without a name takes its trade name (a profile's), else 'Business'. */
export function toBusiness(raw: unknown): Business {
  const fields = fieldsOf(raw);
  const name = textOrNull(fields.name) ?? textOrNull(fields.trade_name) ?? t('Business');
  const business: Business = {
    id: Number(fields.id),
    name,
    sector: textOrNull(fields.sector),
    area: textOrNull(fields.area),
    state: textOrNull(fields.state),
    lga: textOrNull(fields.lga),
    address: textOrNull(fields.address),
    website: textOrNull(fields.website),
    phone: textOrNull(fields.phone),
    email: textOrNull(fields.email),
    description: textOrNull(fields.description),
  };
  if (typeof fields.owner_id === 'number') business.owner_id = fields.owner_id;
  const createdAt = textOrUndefined(fields.created_at);
  if (createdAt !== undefined) business.created_at = createdAt;
  return business;
}
