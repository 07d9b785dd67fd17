// The first screens whose largest element comes from the API: /marketpage (the first product's picture),
// /tooldetailsPage/{id} (the tool's banner), /training/{id} (the training's picture) and /search?q= (the results'
// text; issue 35). The server writes that image and the API's answer into the HTML it sends (server/services/first-screens.ts, docs/performance.md), and the portal renders the same image from the
// same answer (src/lib/primed-answer.ts). Both read these, so the server's preload matches the portal's <img> (same
// URL, srcset and sizes; else the browser fetches the image twice) and the portal recognises the answer.

import { SEARCH_QUERY_MAX } from './search';

/** Products per page of the marketplace: the server asks for the same first page as the portal. */
export const MARKET_PAGE_SIZE = 9;

/** The `sizes` of a marketplace card's image. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 100vw';

/** The `sizes` of a tool's banner on its details page. */
export const TOOL_BANNER_IMAGE_SIZES = '100vw';

/** The marketplace's first page, unfiltered: the request (under /clap) the portal makes and the server primes. */
export const MARKET_FIRST_PAGE_REQUEST = `/prop/public/product?page=1&limit=${MARKET_PAGE_SIZE}`;

/** One tool's details, by the id as the page's address writes it. */
export const toolRequest = (id: string) => `/prop/tool/${id}`;

/** The `sizes` of a training's picture on its details page (at most 533 px wide: 300 px tall, 16:9). */
export const TRAINING_IMAGE_SIZES = '(max-width: 768px) 100vw, 533px';

/** One training's details, by the id as the page's address writes it. */
export const trainingRequest = (id: string) => `/prop/event/${id}`;

/** The query of a /search address as the results page reads it (trimmed, cut to the longest query); '' for none. */
export const searchQueryOf = (raw: string | null) => (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX);

/** The site search's first answer for a query (every group's first page), as the results page first asks it. */
export const searchRequest = (q: string) => `/prop/public/search?q=${encodeURIComponent(q)}`;

/** The id of the <script type="application/json"> holding the answer; its data-request names the request. */
export const PRIMED_ANSWER_ID = 'primed-answer';

/**
 * The attribute of the loading screen's placeholder for the page's first image (pre-rendered for phones,
 * scripts/prerender.ts): the server puts the image into it, so it paints before the app has run.
 */
export const FIRST_IMAGE_SLOT = 'data-first-image';

/** The marketplace's first screen: its first page's request and its cards' image sizes. */
export const MARKET_FIRST_SCREEN = {
  request: MARKET_FIRST_PAGE_REQUEST,
  sizes: PRODUCT_CARD_IMAGE_SIZES,
} as const;

/**
 * The details pages whose item's first image is their largest element: the address (the id as written, '05' too:
 * the portal names its request the same way), the request, the <img>'s sizes, and how the image fills the loading
 * screen's placeholder.
 */
export const DETAIL_FIRST_SCREENS: readonly {
  path: RegExp;
  request: (id: string) => string;
  sizes: string;
  fit: 'cover' | 'contain';
}[] = [
  {
    path: /^\/tooldetailspage\/(\d{1,10})\/?$/i,
    request: toolRequest,
    sizes: TOOL_BANNER_IMAGE_SIZES,
    fit: 'cover',
  },
  // Spec section 9: a training's picture is never cropped.
  {
    path: /^\/training\/(\d{1,10})\/?$/i,
    request: trainingRequest,
    sizes: TRAINING_IMAGE_SIZES,
    fit: 'contain',
  },
];

/** The first request of a /search address (every group's first page); undefined without a query. */
export function searchFirstRequest(raw: string | null): string | undefined {
  const q = searchQueryOf(raw);
  return q === '' ? undefined : searchRequest(q);
}
