// What a shared link to a detail page previews (issue 18, docs/sharing.md): the page's title, description, image,
// canonical URL and JSON-LD, read with the same repository (and so the same visibility rules) as the page's public
// GET route. Only the paths below cost a query; anything else, or an item nobody may see, gets no head (the generic
// one of the portal stays).
import type { DB } from '../db/database';
import { cutDescription, type PageHead } from '../lib/page-head';
import { findCall } from '../repositories/calls';
import { attachImageVariants } from '../repositories/content-images';
import { findEvent } from '../repositories/events';
import { findOpportunity } from '../repositories/opportunities';
import { findProduct } from '../repositories/products';
import { findProfilePreview } from '../repositories/profiles';
import { findTool } from '../repositories/tools';

type PreviewKind = 'product' | 'tool' | 'opportunity' | 'training' | 'call' | 'profile';

// The detail routes of src/config/paths.ts (routePatterns); a proposals details page shows a call for proposals
// (issue 32).
const DETAIL_PATHS: { prefix: string; kind: PreviewKind; canonical: string }[] = [
  { prefix: 'marketdetailspage', kind: 'product', canonical: '/marketdetailsPage/' },
  { prefix: 'tooldetailspage', kind: 'tool', canonical: '/tooldetailsPage/' },
  { prefix: 'opportunity', kind: 'opportunity', canonical: '/opportunity/' },
  { prefix: 'training', kind: 'training', canonical: '/training/' },
  { prefix: 'proposaldetailspage', kind: 'call', canonical: '/proposaldetailsPage/' },
  { prefix: 'publicprofile', kind: 'profile', canonical: '/publicProfile/' },
  { prefix: 'profile', kind: 'profile', canonical: '/publicProfile/' },
];
const MAX_ID = 2_147_483_647;

export interface PreviewTarget {
  kind: PreviewKind;
  id: number;
  /** The page's one address (both profile paths show the same page). */
  path: string;
}

/** The detail page a path names ('/marketdetailsPage/12', any case, like the portal's router), else undefined. */
export function previewTarget(pathname: string): PreviewTarget | undefined {
  const match = /^\/([A-Za-z]+)\/(\d{1,10})\/?$/.exec(pathname);
  if (!match) return undefined;
  const page = DETAIL_PATHS.find((p) => p.prefix === match[1].toLowerCase());
  const id = Number(match[2]);
  if (!page || id < 1 || id > MAX_ID) return undefined;
  return { kind: page.kind, id, path: `${page.canonical}${id}` };
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

async function find(db: DB, target: PreviewTarget): Promise<Found | undefined> {
  switch (target.kind) {
    case 'product': {
      const item = await findProduct(db, target.id);
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
      const item = await findTool(db, target.id);
      return item && content(item, item.name);
    }
    case 'training': {
      const item = await findEvent(db, target.id);
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
      const item = await findOpportunity(db, target.id);
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
      const item = await findCall(db, target.id);
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
      const profile = await findProfilePreview(db, target.id);
      if (!profile?.name) return undefined;
      return { title: profile.name, description: profile.bio ?? '', image: profile.image, type: 'profile' };
    }
  }
}

/** The head of a detail page for a visible item; undefined for an unknown or hidden one. */
export async function linkPreview(ctx: PreviewContext, target: PreviewTarget): Promise<PageHead | undefined> {
  const found = await find(ctx.db, target);
  if (!found) return undefined;
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
