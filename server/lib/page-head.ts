// The one way the server writes a page's own head into the HTML it sends (the portal's index.html or a phone's
// pre-rendered page): its title in the portal's "<page> | <product>" form, and for shared links the Open Graph and
// Twitter tags, the canonical link and JSON-LD (docs/sharing.md). Pure: every text passes through escapeHtml, and
// JSON-LD through jsonForScript.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a <script> element: no '<' (so no "</script>" or "<!--") and no '>' or '&' survive as such. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export const DESCRIPTION_LIMIT = 160;

/** Whitespace collapsed and, past `limit` characters, cut on a word boundary with an ellipsis (which counts). */
export function cutDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const room = flat.slice(0, limit - 1);
  const space = room.lastIndexOf(' ');
  // One unbroken word longer than the limit is cut where it must be: between two grapheme clusters, never inside an
  // emoji or between a letter and its tone mark (a lone surrogate shows as "\uFFFD" in a link preview; issue 31).
  return `${(space > 0 ? room.slice(0, space) : wholeClusters(flat, limit - 1)).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The longest run of `text`'s first grapheme clusters within `max` UTF-16 units. */
function wholeClusters(text: string, max: number): string {
  let cut = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (cut.length + segment.length > max) break;
    cut += segment;
  }
  return cut;
}

/** The product's name from the portal's own title ("CLAP | Creative Economy Portal" gives "CLAP"). */
export function productName(html: string): string | undefined {
  return /<title>([^<|]*?)\s*(?:\||<\/title>)/.exec(html)?.[1]?.trim() || undefined;
}

/** What a page puts into its head; only `title` is required (the /open-data page sets no more). */
export interface PageHead {
  /** The page's own title, plain text: the document title becomes "<title> | <product>". */
  title: string;
  description?: string;
  /** Absolute URLs. */
  url?: string;
  image?: string;
  /** og:type: website, product, profile. */
  type?: string;
  /** JSON-LD, one object. */
  structuredData?: object;
}

function meta(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function headTags(head: PageHead, siteName: string | undefined): string {
  const tags: string[] = [];
  if (head.url) tags.push(`<link rel="canonical" href="${escapeHtml(head.url)}" />`);
  if (head.url || head.description || head.image) {
    tags.push(meta('property', 'og:title', head.title));
    if (head.description) tags.push(meta('property', 'og:description', head.description));
    if (head.image) tags.push(meta('property', 'og:image', head.image));
    if (head.url) tags.push(meta('property', 'og:url', head.url));
    tags.push(meta('property', 'og:type', head.type ?? 'website'));
    if (siteName) tags.push(meta('property', 'og:site_name', siteName));
    tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  }
  if (head.structuredData)
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  return tags.join('');
}

/**
 * The HTML with the page's title, its description in the description meta, and its sharing tags at the end of
 * the head. The product's name (HTML text) comes from index.html's title: a pre-rendered page's title already
 * names its page ("Training | CLAP"), so its caller passes the name read from index.html.
 */
export function withPageHead(html: string, head: PageHead, product = productName(html)): string {
  const title = product ? `${escapeHtml(head.title)} | ${product}` : escapeHtml(head.title);
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (head.description) {
    const description = meta('name', 'description', head.description);
    out = out.replace(/<meta\s+name="description"[^>]*>/, () => description);
  }
  const tags = headTags(head, product);
  return tags ? out.replace('</head>', () => `${tags}</head>`) : out;
}

/**
 * The `hreflang` alternates of a public page (issue 31): the portal picks its language by `?lang=` (then a stored
 * choice, then the browser's languages; src/i18n/detect.ts), so each language's page is the page's address with
 * `?lang=xx`, and `x-default` is the bare address, which opens in the visitor's own language. `url` is absolute,
 * without a query. The sitemap lists the same alternates (server/routes/site).
 */
export function languageAlternates(
  url: string,
  languages: readonly string[],
): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: `${url}?lang=${language}` })),
    { hreflang: 'x-default', href: url },
  ];
}

/** The HTML with the alternates at the end of its head and, when the address names one, the page's language. */
export function withLanguageAlternates(
  html: string,
  alternates: { hreflang: string; href: string }[],
  language?: string,
): string {
  const links = alternates
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    )
    .join('');
  const out = language
    ? html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(language)}"`)
    : html;
  return out.replace('</head>', () => `${links}</head>`);
}
