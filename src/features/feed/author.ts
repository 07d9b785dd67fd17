// Who wrote a post: the kind inferred as spec section 2 says, and the texts the card shows.
import type { ProfileKind } from '@contract/accounts';
import type { OrganizationSector } from '@contract/options';
import { msg, t } from '@/i18n/runtime';
import type { PostAuthor } from './api/feed-api';
import { referenceName } from '@/lib/reference-names';

/** registered_name means business, first_name creative, industry partner; else the server's `kind`. */
export function inferAuthorKind(author: PostAuthor | null | undefined): ProfileKind | null {
  if (!author) return null;
  if (author.registered_name) return 'business';
  if (author.first_name) return 'creative';
  if (author.industry) return 'partner';
  const kind = author.kind;
  return kind === 'creative' || kind === 'business' || kind === 'partner' ? kind : null;
}

export function authorName(author: PostAuthor | null | undefined): string {
  if (!author) return t('Unknown author');
  const personal = [author.first_name, author.last_name].filter(Boolean).join(' ');
  return author.registered_name || personal || author.name || t('Unknown author');
}

export function authorImage(author: PostAuthor | null | undefined): string | null {
  return author?.photo || author?.logo || null;
}

/**
 * 'Available to work' on a post: only a creative author who set an availability (full time, part time or
 * contract) on their own profile; never a business or partner, nor a creative who never said so (issue 13).
 */
export function authorAvailable(author: PostAuthor | null | undefined): boolean {
  return inferAuthorKind(author) === 'creative' && !!author?.availability?.status;
}

/**
 * A partner's stored sector ('private', 'public') by its label, translated (issue 31); a free-text industry as it is.
 * The two labels live here, not via contract/options.ts: this file is in the first load and the whole options module
 * would come with it (docs/performance.md). Typed by the contract's sector list, so a new sector does not compile.
 */
const SECTOR_TEXTS: Record<OrganizationSector, string> = { private: msg('Private'), public: msg('Public') };
function industryText(industry: string | null | undefined): string | null {
  const text = industry?.trim();
  if (!text) return null;
  const key = text.toLowerCase();
  const label = Object.hasOwn(SECTOR_TEXTS, key) ? SECTOR_TEXTS[key as OrganizationSector] : undefined;
  return label ? t(label) : text;
}

/** Expertise (creative), area (business) or industry (partner). */
export function authorSpecialty(author: PostAuthor | null | undefined): string | null {
  return referenceName(author?.expertise || author?.area) || industryText(author?.industry);
}

/** Category (creative) or sector (business). */
export function authorField(author: PostAuthor | null | undefined): string | null {
  return referenceName(author?.category || author?.sector) || null;
}
