// What a shared link to a detail page previews (issue 18, docs/sharing.md): the page's title, description, image,
// canonical URL and JSON-LD, read with the same repository (and so the same visibility rules) as the page's public
// GET route. Only the detail routes cost a query; anything else gets no head (the generic one of the portal stays),
// and an item nobody may see is reported as such, so its page answers 404 (issue 31, docs/production-build.md).
import type { DB } from '../db/database';
import { cutDescription, type PageHead } from '../lib/page-head';
import { findCall } from '../repositories/calls';
import { attachImageVariants } from '../repositories/content-images';
import { findEvent } from '../repositories/events';
import { findOpportunity } from '../repositories/opportunities';
import { findProduct } from '../repositories/products';
import { findProfilePreview } from '../repositories/profiles';
import { findTool } from '../repositories/tools';
import { DETAIL_ROUTES, routeRegExp, type DetailItem } from '../../contract/portal-route-match';
import { ROUTE_PATTERNS } from '../../contract/portal-routes';

type PreviewKind = DetailItem;

const MAX_ID = 2_147_483_647;
const DETAIL_MATCHERS = DETAIL_ROUTES.map((route) => ({ ...route, test: routeRegExp(route.pattern) }));

export interface PreviewTarget {
  kind: PreviewKind;
  /** Undefined when the path's id can be no item's (not a number, 0, out of range): the item is missing. */
  id: number | undefined;
  /** The page's one address (both profile paths show the same page). */
  path: string;
}

/**
 * The detail page a (decoded) path names ('/marketdetailsPage/12', any case, like the portal's router), from the
 * contract's detail routes (contract/portal-route-match.ts), else undefined.
 */
export function previewTarget(pathname: string): PreviewTarget | undefined {
  for (const route of DETAIL_MATCHERS) {
    const param = route.test.exec(pathname)?.[1];
    if (param === undefined) continue;
    const number = /^\d{1,10}$/.test(param) ? Number(param) : 0;
    const id = number >= 1 && number <= MAX_ID ? number : undefined;
    // Both profile paths show the same page: the one most links use is canonical.
    const canonical = route.item === 'profile' ? ROUTE_PATTERNS.publicProfile : route.pattern;
    return { kind: route.item, id, path: canonical.replace(/:[^/]+$/, () => String(id ?? param)) };
  }
  return undefined;
}

export interface PreviewContext {
  db: DB;
  publicUrl: string;
  /** The portal's own card image (an absolute URL) for an item without one. */
  defaultImage?: string;
}

interface Found {
  title: string;
  description: string;
  image: string | null | undefined;
  type: string;
  /** The schema.org type and its own fields; name, description, image and url are added to every one. */
  structuredData?: Record<string, unknown>;
}

/** A content item's common fields. */
const content = (item: { description: string; images: string[] }, title: string, type = 'website') => ({
  title,
  description: item.description,
  image: item.images[0],
  type,
});

/** A page's image: the widest WebP variant of our upload (1200 px, or 1080 px for uploads made before that variant
 * existed), else the image itself, as absolute URL. */
async function imageUrl(ctx: PreviewContext, image: string | null | undefined): Promise<string | undefined> {
  if (!image) return ctx.defaultImage;
  const [item] = await attachImageVariants(ctx.db, [{ images: [image] }], { publicUrl: ctx.publicUrl });
  const widest = item.image_variants[0]?.at(-1)?.url ?? image;
  try {
    return new URL(widest, `${ctx.publicUrl}/`).href;
  } catch {
    return ctx.defaultImage;
  }
}

/** The item's preview; `null` when no visitor may see it; a visible item with nothing to preview is `undefined`. */
async function find(db: DB, { kind, id }: PreviewTarget): Promise<Found | null | undefined> {
  if (id === undefined) return null;
  const found = await findVisible(db, kind, id);
  return found === undefined ? null : found || undefined;
}

/** The preview of a visible item, `false` for a visible one without a head of its own, undefined for none. */
async function findVisible(db: DB, kind: PreviewKind, id: number): Promise<Found | false | undefined> {
  switch (kind) {
    case 'product': {
      const item = await findProduct(db, id);
      if (!item) return undefined;
      const availability = item.quantity > 0 ? 'InStock' : 'OutOfStock';
      return {
        ...content(item, item.title, 'product'),
        structuredData: {
          '@type': 'Product',
          category: item.category,
          offers: {
            '@type': 'Offer',
            price: item.price,
            priceCurrency: 'NGN',
            availability: `https://schema.org/${availability}`,
          },
        },
      };
    }
    case 'tool': {
      const item = await findTool(db, id);
      return item && content(item, item.name);
    }
    case 'training': {
      const item = await findEvent(db, id);
      if (!item) return undefined;
      return {
        ...content(item, item.title),
        structuredData: {
          '@type': 'Event',
          startDate: item.starts_at,
          location: { '@type': 'Place', name: item.location, address: item.address ?? item.location },
          organizer: item.author.name ? { '@type': 'Organization', name: item.author.name } : undefined,
        },
      };
    }
    case 'opportunity': {
      const item = await findOpportunity(db, id);
      if (!item) return undefined;
      const place = item.address ?? item.location;
      return {
        ...content(item, item.title),
        structuredData: {
          '@type': 'JobPosting',
          title: item.title,
          datePosted: item.created_at,
          validThrough: item.deadline,
          hiringOrganization: { '@type': 'Organization', name: item.author.name ?? undefined },
          jobLocation: place ? { '@type': 'Place', address: place } : undefined,
        },
      };
    }
    case 'call': {
      const item = await findCall(db, id);
      if (!item) return undefined;
      return {
        ...content(item, item.title),
        structuredData: {
          '@type': 'MonetaryGrant',
          funder: { '@type': 'Organization', name: item.host },
          amount:
            item.amount_max !== null
              ? {
                  '@type': 'MonetaryAmount',
                  currency: 'NGN',
                  maxValue: item.amount_max,
                  minValue: item.amount_min ?? undefined,
                }
              : undefined,
        },
      };
    }
    case 'profile': {
      const profile = await findProfilePreview(db, id);
      if (!profile) return undefined;
      if (!profile.name) return false;
      return { title: profile.name, description: profile.bio ?? '', image: profile.image, type: 'profile' };
    }
    case 'seller':
      // A seller's products page: it exists while the seller's profile is public; it previews as the portal.
      return (await findProfilePreview(db, id)) ? false : undefined;
  }
}

/**
 * The head of a detail page for a visible item; `null` for an unknown or hidden one (its page answers 404); undefined
 * for a visible item without a head of its own (a seller's products, a profile without a name).
 */
export async function linkPreview(
  ctx: PreviewContext,
  target: PreviewTarget,
): Promise<PageHead | null | undefined> {
  const found = await find(ctx.db, target);
  if (!found) return found;
  const url = `${ctx.publicUrl}${target.path}`;
  const image = await imageUrl(ctx, found.image);
  return {
    title: found.title,
    description: cutDescription(found.description) || undefined,
    url,
    image,
    type: found.type,
    structuredData: found.structuredData && {
      '@context': 'https://schema.org',
      ...found.structuredData,
      name: found.title,
      description: found.description,
      image,
      url,
    },
  };
}
