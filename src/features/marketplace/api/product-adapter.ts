// The one reader of a product in the API's answers: the raw item into the portal's Product (the contract's
// ProductDetailsItem), tolerant of another host's shapes (title or name; numbers from strings), and the list in an
// answer. No endpoints here: the landing page's small list and the marketplace's screens share it without loading
// each other's code.
import { fieldsOf, keyedContentFields, numberOrZero, text, textOrNull } from '@/lib/adapt';
import type { KeyedAuthor, KeyedContent } from '@/lib/adapt';
import type { ProductDetailsItem } from '@contract/products';

/** The server's author; another host may send fewer fields. */
export type ProductAuthor = KeyedAuthor;

/**
 * A product as the portal holds it: the details' item (whatsapp is null on the lists and when the seller hides it);
 * the card links to the seller by id, so the author is whole-or-null here.
 */
export type Product = KeyedContent<ProductDetailsItem>;

/** A product as the portal reads it from any host; null when unusable (no numeric id). */
export function toProduct(raw: unknown): Product | null {
  const fields = fieldsOf(raw);
  const common = keyedContentFields(fields);
  if (!Number.isFinite(common.id)) return null;
  const title = textOrNull(fields.title) ?? textOrNull(fields.name) ?? '';
  return {
    ...common,
    title,
    name: title,
    description: text(fields.description),
    link: textOrNull(fields.link),
    category: text(fields.category),
    price: numberOrZero(fields.price),
    quantity: numberOrZero(fields.quantity),
    type: textOrNull(fields.type),
    whatsapp: textOrNull(fields.whatsapp),
    seller: readSeller(fields.seller),
  };
}

/** The details' seller facts (issue 31: state and Verified beside "Sold by"); null from lists and other hosts. */
function readSeller(value: unknown): Product['seller'] {
  const fields = fieldsOf(value);
  if (!('verified' in fields) && !('state' in fields)) return null;
  return { state: textOrNull(fields.state), verified: fields.verified === true };
}

/** `data.data` (the spec) or `data` as the list. */
export function listOf(body: unknown): unknown[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  const nested = (data as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(nested) ? nested : [];
}
