// The product as the portal reads it (spec section 3's fields, tolerant of another host's shapes), and the list in an
// answer. No endpoints here: the landing page's small list and the marketplace's screens share it without loading
// each other's code.
import type { Author } from '@contract/authors';
import { readImageVariantLists, type PublicItem } from '@/lib/list-response';

/** The server's author; another host may send fewer fields. */
export type ProductAuthor = Partial<Author> & Pick<Author, 'id'>;

export interface Product extends PublicItem {
  category: string;
  price: number;
  quantity: number;
  author: ProductAuthor | null;
  /** The seller's WhatsApp number, on the details answer only and only when the seller chose to show it. */
  whatsapp: string | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A product as the portal reads it from any host (title or name; numbers from strings); null when unusable. */
export function toProduct(raw: unknown): Product | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = Number(r.id);
  if (!Number.isFinite(id)) return null;
  const images = Array.isArray(r.images)
    ? r.images.filter((i): i is string => typeof i === 'string' && i !== '')
    : typeof r.images === 'string'
      ? [r.images]
      : [];
  return {
    id,
    title: str(r.title) ?? str(r.name) ?? '',
    description: str(r.description) ?? '',
    link: str(r.link),
    images,
    image_variants: readImageVariantLists(r.image_variants),
    category: str(r.category) ?? '',
    price: Number.isFinite(Number(r.price)) ? Number(r.price) : 0,
    quantity: Number.isFinite(Number(r.quantity)) ? Number(r.quantity) : 0,
    author: r.author && typeof r.author === 'object' ? (r.author as ProductAuthor) : null,
    whatsapp: str(r.whatsapp),
  };
}

/** `data.data` (the spec) or `data` as the list. */
export function listOf(body: unknown): unknown[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  const nested = (data as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(nested) ? nested : [];
}
