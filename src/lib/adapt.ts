// Field readers for the resource adapters (features/<name>/api/<name>-adapter.ts): each adapter turns one raw item
// of an answer into the contract's type, tolerant of a foreign host (the ministry's own /clap) that sends fewer
// fields or other shapes. Missing texts read as '' (or null where the contract allows null), lists as [].
import type { Author } from '@contract/authors';
import type { ImageVariant } from '@contract/images';

export type RawFields = Record<string, unknown>;

const isImageVariant = (value: unknown): value is ImageVariant =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RawFields).url === 'string' &&
  typeof (value as RawFields).width === 'number';

/** The well-formed variants in a list (an upload's `variants`); [] for anything else. */
export function readImageVariants(list: unknown): ImageVariant[] {
  return Array.isArray(list) ? list.filter(isImageVariant) : [];
}

/** An item's `image_variants`: one list of variants per image, each cleaned; [] when absent. */
export function readImageVariantLists(value: unknown): ImageVariant[][] {
  return Array.isArray(value) ? value.map(readImageVariants) : [];
}

/** The object's fields, or none for anything else. */
export function fieldsOf(raw: unknown): RawFields {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as RawFields) : {};
}

/** A text field: the string, a number as text, else ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A text field that may be null: the string (or number as text), else null. */
export function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** A text field that may be absent (dates a foreign host may not send). */
export function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Image URLs: a list of strings, or one string as a one-item list. */
export function imageUrls(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
}

/** The author beside an item: the fields a foreign host sent (any may be missing), or undefined without one. */
export function partialAuthor(value: unknown): Partial<Author> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { id, ...rest } = value as RawFields;
  return { ...(rest as Partial<Author>), ...(id === undefined || id === null ? {} : { id: Number(id) }) };
}

/** The common fields of a content item as the portal holds it (ReceivedContent). */
export function contentFields(raw: RawFields) {
  return {
    id: Number(raw.id),
    images: imageUrls(raw.images),
    image_variants: readImageVariantLists(raw.image_variants),
    created_at: textOrUndefined(raw.created_at),
    updated_at: textOrUndefined(raw.updated_at),
    author: partialAuthor(raw.author),
  };
}

/** A content item as the portal holds it: the contract's item, except that a foreign host may send no dates and
 * an author with fewer fields, or none. */
export type ReceivedContent<Item extends { author: Author; created_at: string; updated_at: string }> = Omit<
  Item,
  'author' | 'created_at' | 'updated_at'
> & { author?: Partial<Author>; created_at?: string; updated_at?: string };

/** An author the portal keys on (posts and products: the card links to the author by id), or null without one. */
export type KeyedAuthor = Partial<Author> & Pick<Author, 'id'>;

/** The author beside a post or a product: the fields a foreign host sent with the id as a number, or null. */
export function keyedAuthor(value: unknown): KeyedAuthor | null {
  const author = partialAuthor(value);
  return author ? { ...author, id: Number(fieldsOf(value).id) } : null;
}

/** A post or a product as the portal holds it: the card links to its author by id, so the author is whole-or-null. */
export type KeyedContent<Item extends { author: Author; created_at: string; updated_at: string }> = Omit<
  ReceivedContent<Item>,
  'author'
> & { author: KeyedAuthor | null };

/** The common fields of a post or a product: contentFields without empty image URLs, and the keyed author. */
export function keyedContentFields(raw: unknown) {
  const fields = fieldsOf(raw);
  const common = contentFields(fields);
  return {
    ...common,
    images: common.images.filter((image) => image !== ''),
    author: keyedAuthor(fields.author),
  };
}

/** A number field: the value as a number (numeric text too) when that is finite, else `fallback`. */
export function numberOr(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** A number field read as 0 when it is not one (also a field reader for lib/read-fields.ts). */
export const numberOrZero = (value: unknown): number => numberOr(value, 0);
