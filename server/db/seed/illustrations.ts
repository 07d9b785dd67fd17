// The demo content's pictures (issue 13): one flat illustration per subject, drawn as SVG and rendered by sharp at
// seed time (no files shipped, no network, the same picture on every run). Each demo item names its subject
// (`art` in demo-content.ts), so a fashion product shows a dress labelled 'Demo · Fashion', never a game.

/** The subjects the demo content is about. */
export const ART_KEYS = [
  'fashion',
  'music',
  'film',
  'photography',
  'visual-arts',
  'animation',
  'books',
  'software',
  'cuisine',
  'theatre',
  'beauty',
  'games',
  'crafts',
  'design',
  'digital-content',
  'architecture',
  'media',
  'advertising',
  'heritage',
  'business',
] as const;
export type ArtKey = (typeof ART_KEYS)[number];

interface Illustration {
  /** The words on the picture, after 'Demo · '. */
  label: string;
  /** Background gradient (dark to light); the motif is white with the second colour as its accent. */
  colors: [string, string];
  /** The motif in a 100 x 100 box; `a` is the accent colour. */
  motif: (a: string) => string;
}

const W = '#ffffff';
const line = (d: string, colour: string, width = 5) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const ILLUSTRATIONS: Record<ArtKey, Illustration> = {
  fashion: {
    label: 'Fashion',
    colors: ['#8e2c48', '#f18f01'],
    motif: (a) =>
      `${line('M44 4 Q50 -2 56 4 M50 4 V10 M30 18 L50 10 L70 18', W, 3)}` +
      `<path d="M38 18 H62 L66 30 L58 40 L76 92 H24 L42 40 L34 30 Z" fill="${W}"/>` +
      `<path d="M42 40 H58 L62 52 H38 Z" fill="${a}"/>`,
  },
  music: {
    label: 'Music',
    colors: ['#3d348b', '#f7b801'],
    motif: (a) =>
      `<rect x="34" y="22" width="6" height="52" fill="${W}"/><rect x="70" y="14" width="6" height="52" fill="${W}"/>` +
      `<path d="M34 22 L76 12 V24 L34 34 Z" fill="${a}"/>` +
      `<ellipse cx="29" cy="75" rx="12" ry="9" fill="${W}"/><ellipse cx="65" cy="67" rx="12" ry="9" fill="${W}"/>`,
  },
  film: {
    label: 'Film',
    colors: ['#1d3557', '#e63946'],
    motif: (a) =>
      `<rect x="12" y="40" width="76" height="48" rx="4" fill="${W}"/>` +
      `<path d="M12 30 L84 16 L88 30 L16 44 Z" fill="${W}"/>` +
      `${line('M28 27 L34 39 M46 23 L52 35 M64 20 L70 32', a, 6)}<rect x="20" y="52" width="60" height="6" fill="${a}"/>`,
  },
  photography: {
    label: 'Photography',
    colors: ['#14213d', '#fca311'],
    motif: (a) =>
      `<rect x="34" y="20" width="28" height="14" rx="3" fill="${W}"/><rect x="8" y="30" width="84" height="54" rx="8" fill="${W}"/>` +
      `<circle cx="50" cy="57" r="20" fill="${a}"/><circle cx="50" cy="57" r="11" fill="${W}"/><circle cx="80" cy="40" r="4" fill="${a}"/>`,
  },
  'visual-arts': {
    label: 'Visual Arts',
    colors: ['#006d77', '#83c5be'],
    motif: (a) =>
      `<path d="M50 12 C80 12 94 34 92 52 C90 68 74 64 68 72 C62 80 72 90 56 90 C28 90 8 72 8 50 C8 28 26 12 50 12 Z" fill="${W}"/>` +
      `<circle cx="30" cy="40" r="7" fill="${a}"/><circle cx="50" cy="30" r="7" fill="#e63946"/><circle cx="70" cy="38" r="7" fill="#3d348b"/>` +
      `<circle cx="28" cy="62" r="7" fill="#f7b801"/>`,
  },
  animation: {
    label: 'Animation',
    colors: ['#6a4c93', '#8ac926'],
    motif: (a) =>
      `<rect x="18" y="22" width="70" height="54" rx="8" fill="${W}"/><path d="M46 36 L68 49 L46 62 Z" fill="${a}"/>` +
      `${line('M4 34 H12 M2 49 H12 M4 64 H12', W, 4)}<path d="M84 8 L87 15 L94 18 L87 21 L84 28 L81 21 L74 18 L81 15 Z" fill="${W}"/>`,
  },
  books: {
    label: 'Books',
    colors: ['#7f5539', '#e6ccb2'],
    motif: (a) =>
      `<path d="M50 24 C40 16 24 14 8 16 V80 C24 78 40 80 50 88 Z" fill="${W}"/>` +
      `<path d="M50 24 C60 16 76 14 92 16 V80 C76 78 60 80 50 88 Z" fill="${W}" fill-opacity="0.85"/>` +
      `${line('M18 32 C28 31 36 32 42 36 M18 46 C28 45 36 46 42 50 M58 36 C64 32 72 31 82 32 M58 50 C64 46 72 45 82 46', a, 3)}`,
  },
  software: {
    label: 'Software',
    colors: ['#2b2d42', '#ef233c'],
    motif: (a) =>
      `<rect x="18" y="18" width="64" height="44" rx="4" fill="${W}"/><path d="M6 66 H94 L86 78 H14 Z" fill="${W}"/>` +
      `${line('M38 30 L30 40 L38 50 M62 30 L70 40 L62 50 M54 28 L46 52', a, 4)}`,
  },
  cuisine: {
    label: 'Culinary Arts',
    colors: ['#9d0208', '#ffba08'],
    motif: (a) =>
      `${line('M36 36 C30 28 42 24 36 14 M50 36 C44 28 56 24 50 14 M64 36 C58 28 70 24 64 14', W, 4)}` +
      `<path d="M14 48 H86 V70 C86 82 76 88 64 88 H36 C24 88 14 82 14 70 Z" fill="${W}"/>` +
      `<rect x="10" y="42" width="80" height="8" rx="4" fill="${a}"/><rect x="2" y="56" width="12" height="6" rx="3" fill="${W}"/><rect x="86" y="56" width="12" height="6" rx="3" fill="${W}"/>`,
  },
  theatre: {
    label: 'Performing Arts',
    colors: ['#5e548e', '#e0b1cb'],
    motif: (a) =>
      `<circle cx="36" cy="42" r="26" fill="${W}"/><circle cx="66" cy="58" r="26" fill="${a}"/>` +
      `<ellipse cx="27" cy="36" rx="5" ry="3" fill="#2b211c"/><ellipse cx="45" cy="36" rx="5" ry="3" fill="#2b211c"/>` +
      `${line('M26 50 Q36 60 46 50', '#2b211c', 3)}<ellipse cx="57" cy="54" rx="5" ry="3" fill="${W}"/><ellipse cx="75" cy="54" rx="5" ry="3" fill="${W}"/>` +
      `${line('M56 72 Q66 62 76 72', W, 3)}`,
  },
  beauty: {
    label: 'Beauty',
    colors: ['#bc4749', '#f2e8cf'],
    motif: (a) =>
      `<rect x="20" y="54" width="22" height="36" rx="3" fill="${W}"/><path d="M23 54 V32 L39 22 V54 Z" fill="${a}"/>` +
      `<circle cx="68" cy="44" r="22" fill="${W}"/><circle cx="68" cy="44" r="15" fill="${a}" fill-opacity="0.45"/><rect x="65" y="64" width="6" height="24" rx="3" fill="${W}"/>`,
  },
  games: {
    label: 'Games',
    colors: ['#0077b6', '#90e0ef'],
    motif: (a) =>
      `<path d="M22 32 H78 C92 32 98 60 92 76 C88 86 76 84 70 74 L66 66 H34 L30 74 C24 84 12 86 8 76 C2 60 8 32 22 32 Z" fill="${W}"/>` +
      `<rect x="20" y="47" width="20" height="6" fill="${a}"/><rect x="27" y="40" width="6" height="20" fill="${a}"/>` +
      `<circle cx="68" cy="44" r="5" fill="${a}"/><circle cx="78" cy="54" r="5" fill="${a}"/>`,
  },
  crafts: {
    label: 'Crafts',
    colors: ['#283618', '#dda15e'],
    motif: (a) =>
      `${line('M26 44 C26 14 74 14 74 44', W, 6)}<path d="M10 42 H90 L78 88 H22 Z" fill="${W}"/>` +
      `${line('M16 56 H84 M19 68 H81 M22 80 H78', a, 4)}${line('M34 44 L38 88 M50 44 V88 M66 44 L62 88', a, 2)}`,
  },
  design: {
    label: 'Design',
    colors: ['#005f73', '#ee9b00'],
    motif: (a) =>
      `<path d="M10 88 V22 L76 88 Z" fill="${W}"/><path d="M22 76 V52 L46 76 Z" fill="${a}"/>` +
      `<circle cx="72" cy="34" r="18" fill="none" stroke="${W}" stroke-width="6"/><circle cx="72" cy="34" r="5" fill="${a}"/>`,
  },
  'digital-content': {
    label: 'Digital Content',
    colors: ['#386641', '#a7c957'],
    motif: (a) =>
      `<rect x="30" y="8" width="40" height="84" rx="7" fill="${W}"/><rect x="35" y="16" width="30" height="64" rx="2" fill="${a}" fill-opacity="0.35"/>` +
      `<path d="M44 36 L60 48 L44 60 Z" fill="${a}"/>` +
      `<path d="M82 22 C82 16 90 16 90 22 C90 16 98 16 98 22 C98 30 90 34 90 36 C90 34 82 30 82 22 Z" fill="${W}"/>`,
  },
  architecture: {
    label: 'Architecture',
    colors: ['#14213d', '#e5e5e5'],
    motif: (a) =>
      `<path d="M8 42 L50 12 L92 42 Z" fill="${W}"/><rect x="16" y="42" width="68" height="8" fill="${a}"/>` +
      `<rect x="20" y="50" width="8" height="32" fill="${W}"/><rect x="38" y="50" width="8" height="32" fill="${W}"/>` +
      `<rect x="54" y="50" width="8" height="32" fill="${W}"/><rect x="72" y="50" width="8" height="32" fill="${W}"/><rect x="12" y="82" width="76" height="8" fill="${W}"/>`,
  },
  media: {
    label: 'Broadcasting & Media',
    colors: ['#1d3557', '#a8dadc'],
    motif: (a) =>
      `<rect x="40" y="10" width="20" height="42" rx="10" fill="${W}"/>${line('M28 40 C28 66 72 66 72 40', W, 5)}` +
      `<rect x="47" y="60" width="6" height="18" fill="${W}"/><rect x="34" y="78" width="32" height="7" rx="3" fill="${W}"/>` +
      `${line('M16 22 C10 30 10 42 16 50 M84 22 C90 30 90 42 84 50', a, 4)}`,
  },
  advertising: {
    label: 'Advertising',
    colors: ['#ef476f', '#ffd166'],
    motif: (a) =>
      `<rect x="6" y="14" width="88" height="50" rx="3" fill="${W}"/><rect x="22" y="64" width="7" height="26" fill="${W}"/><rect x="71" y="64" width="7" height="26" fill="${W}"/>` +
      `<path d="M20 42 L38 32 V54 Z" fill="${a}"/><rect x="44" y="28" width="38" height="6" rx="3" fill="${a}"/><rect x="44" y="40" width="28" height="6" rx="3" fill="${a}"/>`,
  },
  heritage: {
    label: 'Heritage & Festivals',
    colors: ['#6b2c0b', '#f4a259'],
    motif: (a) =>
      `<path d="M22 16 C36 26 64 26 78 16 L66 52 L78 88 C64 78 36 78 22 88 L34 52 Z" fill="${W}"/>` +
      `${line('M28 22 L40 84 M40 26 L46 82 M50 27 V81 M60 26 L54 82 M72 22 L60 84', a, 2)}` +
      `<ellipse cx="50" cy="21" rx="28" ry="6" fill="${a}"/>`,
  },
  business: {
    label: 'Business Skills',
    colors: ['#0b6e4f', '#f4a259'],
    motif: (a) =>
      `<rect x="12" y="60" width="16" height="28" fill="${W}"/><rect x="36" y="46" width="16" height="42" fill="${W}"/>` +
      `<rect x="60" y="30" width="16" height="58" fill="${W}"/>${line('M10 50 L36 30 L54 38 L86 12 M72 12 H86 V26', a, 5)}`,
  },
};

/**
 * The picture of a subject as SVG. `variant` 1 turns the gradient and frames the motif in a tilted square instead
 * of a disc (never mirrored: a play sign or a rising chart must keep its direction), so an item with two pictures
 * shows two different ones of its subject.
 */
export function illustrationSvg(art: ArtKey, variant: number, w: number, h: number): string {
  const { label, colors, motif } = ILLUSTRATIONS[art];
  const [from, to] = variant % 2 === 0 ? colors : [colors[1], colors[0]];
  const size = h * 0.56;
  const x = w / 2 - size / 2;
  const y = h * 0.1;
  const r = h * 0.36;
  const backdrop =
    variant % 2 === 0
      ? `<circle cx="${w * 0.5}" cy="${h * 0.38}" r="${r}" fill="#000000" fill-opacity="0.12"/>`
      : `<rect x="${w * 0.5 - r}" y="${h * 0.38 - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.25}" fill="#ffffff" fill-opacity="0.14" transform="rotate(-8 ${w * 0.5} ${h * 0.38})"/>`;
  const text = `Demo · ${label}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    backdrop +
    `<g transform="translate(${x} ${y}) scale(${size / 100})">${motif(colors[0])}</g>` +
    `<text x="${w / 2}" y="${h * 0.88}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(h / 12)}" font-weight="bold" fill="#ffffff" fill-opacity="0.95" text-anchor="middle">${text.replace(/&/g, '&amp;')}</text>` +
    '</svg>'
  );
}
