// The first screens of /marketpage, /tooldetailsPage/{id} and /training/{id} (issue 16, issue 35) and /search?q=
// (issue 35) in the HTML the server sends (docs/performance.md). The largest element of the first three is an image
// whose address the API gives, of the search the results' text: without help the browser learns the image, or gets
// the text, only once the app's JavaScript has run and called the API (LCP ~2.9-4 s on simulated slow 4G). So the
// server asks its own public API route, in process and without Authorization (the anonymous answer, the one an
// answer cache in front of the route holds), and writes into the page:
// - a preload of the image, fetchpriority high, with the srcset and sizes of the <img> the page will render
//   (contract/first-screens.ts), so the browser fetches it with the stylesheets;
// - the answer itself, which the portal puts into its cache instead of asking again (src/lib/primed-answer.ts);
// - on a phone's pre-rendered page, the image inside the loading screen's placeholder for it, so it paints before
//   any JavaScript.
// Bounded: an answer later than ANSWER_TIMEOUT_MS, an error, an empty list or an unknown id sends the page as before.
import type { FastifyInstance } from 'fastify';
import {
  DETAIL_FIRST_SCREENS,
  FIRST_IMAGE_SLOT,
  MARKET_FIRST_SCREEN,
  PRIMED_ANSWER_ID,
  searchFirstRequest,
} from '../../contract/first-screens';
import { srcSetOf, type ImageVariant } from '../../contract/images';
import { escapeHtml, jsonForScript } from '../lib/page-head';

/** How long the page waits for the API's answer: past it, the page goes without (it is only a head start). */
export const ANSWER_TIMEOUT_MS = 500;
/** A larger answer is not written into the page (the image still is): it would hold back the page's own bytes. */
export const MAX_PRIMED_BYTES = 64 * 1024;

/** The marketplace's query parameters that select another list than the first page (src/features/marketplace). */
const MARKET_FILTERS = ['q', 'category', 'min', 'max'];

interface Item {
  images?: unknown;
  image_variants?: unknown;
  title?: unknown;
  name?: unknown;
}

interface FirstScreenTarget {
  /** The request under /clap, as the portal makes it. */
  request: string;
  /** The item whose first image is the page's largest element, from the answer's body. */
  firstItem: (body: unknown) => Item | undefined;
  sizes: string;
  /** How the image fills the loading screen's placeholder: cropped to it, or whole inside it. */
  fit?: 'cover' | 'contain';
}

const dataOf = (body: unknown): unknown =>
  body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;

/** A details answer's item: under `data`, or under `data.data` as the spec's training answer nests it. */
const itemOf = (body: unknown): Item | undefined => {
  const data = dataOf(body);
  const nested = dataOf(data);
  return (nested && typeof nested === 'object' ? nested : data) as Item | undefined;
};

/** The screen a page address shows, when it is one of the four; undefined for any other page or another list. */
export function firstScreenTarget(pathname: string, search: URLSearchParams): FirstScreenTarget | undefined {
  if (/^\/marketpage\/?$/i.test(pathname)) {
    const page = search.get('page');
    if (MARKET_FILTERS.some((name) => (search.get(name) ?? '') !== '') || (page !== null && page !== '1'))
      return undefined;
    return {
      request: MARKET_FIRST_SCREEN.request,
      firstItem: (body) => {
        const list = dataOf(dataOf(body));
        return Array.isArray(list) ? (list[0] as Item | undefined) : undefined;
      },
      sizes: MARKET_FIRST_SCREEN.sizes,
    };
  }
  for (const screen of DETAIL_FIRST_SCREENS) {
    const id = screen.path.exec(pathname)?.[1];
    if (id)
      return {
        request: screen.request(id),
        firstItem: itemOf,
        sizes: screen.sizes,
        fit: screen.fit,
      };
  }
  // The results of a query (every group's first page); no image: the largest element is text.
  const searched = /^\/search\/?$/i.test(pathname) ? searchFirstRequest(search.get('q')) : undefined;
  if (searched) return { request: searched, firstItem: () => undefined, sizes: '' };
  return undefined;
}

export interface FirstImage {
  src: string;
  srcSet: string | undefined;
  sizes: string;
  alt: string;
  fit: 'cover' | 'contain';
}

export interface FirstScreen {
  request: string;
  /** The answer as JSON text safe inside a <script>; undefined when too large. */
  json: string | undefined;
  image: FirstImage | undefined;
}

/** The first image of an item of the answer (its upload's variants, as the portal's srcset lists them). */
function firstImage(
  item: Item | undefined,
  sizes: string,
  fit: FirstImage['fit'] = 'cover',
): FirstImage | undefined {
  if (!item || !Array.isArray(item.images) || typeof item.images[0] !== 'string' || item.images[0] === '')
    return undefined;
  const variants = Array.isArray(item.image_variants)
    ? (item.image_variants[0] as ImageVariant[] | undefined)
    : undefined;
  const srcSet = srcSetOf(Array.isArray(variants) ? variants : undefined);
  const alt = typeof item.title === 'string' ? item.title : typeof item.name === 'string' ? item.name : '';
  return { src: item.images[0], srcSet, sizes, alt, fit };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The answer of the screen's public API route and its first image; undefined when the route does not answer 200 in
 * time. `saveData`: the browser asks for less data (Save-Data), so no image is pushed ahead (the portal may show a
 * smaller one).
 */
export async function loadFirstScreen(
  app: FastifyInstance,
  target: FirstScreenTarget,
  { saveData = false } = {},
): Promise<FirstScreen | undefined> {
  const res = await withTimeout(
    app.inject({ method: 'GET', url: `/clap${target.request}`, headers: { accept: 'application/json' } }),
    ANSWER_TIMEOUT_MS,
  );
  if (!res || res.statusCode !== 200) return undefined;
  const body = JSON.parse(res.body) as unknown;
  const json = jsonForScript(body);
  return {
    request: target.request,
    json: json.length <= MAX_PRIMED_BYTES ? json : undefined,
    image: saveData ? undefined : firstImage(target.firstItem(body), target.sizes, target.fit),
  };
}

/** The preload of the first image: the same choice of file as the <img> (href, imagesrcset, imagesizes). */
function preloadTag(image: FirstImage): string {
  const set = image.srcSet
    ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image.src)}"${set}>`;
}

/** The image inside the placeholder, filling its frame (the placeholder has the card's or banner's shape). */
function slotImage(image: FirstImage): string {
  const set = image.srcSet ? ` srcset="${escapeHtml(image.srcSet)}" sizes="${escapeHtml(image.sizes)}"` : '';
  return `<img src="${escapeHtml(image.src)}"${set} alt="${escapeHtml(image.alt)}" fetchpriority="high" style="display:block;width:100%;height:100%;object-fit:${image.fit}">`;
}

/**
 * The page with the screen written in: the preload at the end of the head, the image in the first placeholder (a
 * pre-rendered page has one; the plain shell has none), the answer at the end of the body, outside the app's root.
 */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  let out = html;
  if (screen.image) {
    const image = screen.image;
    out = out.replace('</head>', () => `${preloadTag(image)}</head>`);
    out = out.replace(
      `${FIRST_IMAGE_SLOT}=""></div>`,
      () => `${FIRST_IMAGE_SLOT}="">${slotImage(image)}</div>`,
    );
  }
  if (screen.json) {
    const script = `<script type="application/json" id="${PRIMED_ANSWER_ID}" data-request="${escapeHtml(screen.request)}">${screen.json}</script>`;
    out = out.replace('</body>', () => `${script}</body>`);
  }
  return out;
}
