// Cuts the brand face (Poppins Bold, fontsource's latin and latin-ext files, in src/assets/fonts/source/) into two
// files that the CSS splits by `unicode-range` (docs/brand.md):
// - poppins-700-basic.woff2: printable ASCII and the few typographic marks and the naira sign the portal's texts hold,
//   preloaded, the first load's only font (about 4.6 KB);
// - poppins-700-accented.woff2: the letters of Yorùbá, Igbo and Hausa and the accented Latin-1 letters, which the
//   browser fetches only when a heading holds one (issue 31: "Ẹgbẹ́ Àṣà Foundation" no longer changes face mid-word).
// Poppins has no dot-below vowels, no Hausa hooked letters and no combining tone marks, so this script builds them
// from Poppins' own parts (the i's dot, the stems, the grave, acute and macron) before cutting.
// Run it after replacing a source file: `node scripts/subset-brand-font.mjs`; commit the output.
import { readFileSync, writeFileSync } from 'node:fs';
import fonteditor from 'fonteditor-core';
import subsetFont from 'subset-font';

const { Font, woff2 } = fonteditor;
const LATIN = 'src/assets/fonts/source/poppins-latin-700-normal.woff2';
const LATIN_EXT = 'src/assets/fonts/source/poppins-latin-ext-700-normal.woff2';
const BASIC = 'src/assets/fonts/poppins-700-basic.woff2';
const ACCENTED = 'src/assets/fonts/poppins-700-accented.woff2';

// --- the basic file (unchanged cut) -----------------------------------------------------------------------------
let basic = '';
for (let code = 0x20; code < 0x7f; code += 1) basic += String.fromCharCode(code);
basic += '₦‘’“”–—…·•©'; // Poppins has no naira sign: it stays in the system face (not in the CSS's range)

const latinSource = readFileSync(LATIN);
const basicFile = await subsetFont(latinSource, basic, { targetFormat: 'woff2' });
writeFileSync(BASIC, basicFile);
console.log(`${BASIC}: ${basicFile.length} bytes (from ${latinSource.length})`);

// --- the accented file ----------------------------------------------------------------------------------------
await woff2.init();
const open = (path) => Font.create(readFileSync(path), { type: 'woff2', compound2simple: true }).get();
const ttf = open(LATIN);
const ext = open(LATIN_EXT);
const cp = (ch) => ch.codePointAt(0);
const find = (font, ch) => {
  const glyph = font.glyf.find((g) => g.unicode?.includes(cp(ch)));
  if (!glyph) throw new Error(`no glyph for ${ch}`);
  return glyph;
};
const copy = (contours) => contours.map((c) => c.map((p) => ({ ...p })));
const moved = (contours, dx, dy) => contours.map((c) => c.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy })));
const box = (contours) => {
  const points = contours.flat();
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { xMin: Math.min(...xs), xMax: Math.max(...xs), yMin: Math.min(...ys), yMax: Math.max(...ys) };
};
const signedArea = (c) =>
  c.reduce((sum, p, i) => sum + p.x * c[(i + 1) % c.length].y - c[(i + 1) % c.length].x * p.y, 0);

/** A thick circular arc (a hook), clockwise like TrueType's outer contours, so it unites with the stem it touches. */
function arc(cx, cy, outer, thickness, from, to) {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 30));
  const side = (radius, a0, a1) => {
    const points = [];
    const step = (a1 - a0) / steps;
    for (let i = 0; i <= steps; i += 1) {
      const a = ((a0 + step * i) * Math.PI) / 180;
      if (i > 0) {
        // The off-curve point where the tangents at both ends meet draws a circle's arc with one quadratic.
        const mid = ((a0 + step * (i - 0.5)) * Math.PI) / 180;
        const far = radius / Math.cos(((step / 2) * Math.PI) / 180);
        points.push({
          x: Math.round(cx + far * Math.cos(mid)),
          y: Math.round(cy + far * Math.sin(mid)),
          onCurve: false,
        });
      }
      points.push({
        x: Math.round(cx + radius * Math.cos(a)),
        y: Math.round(cy + radius * Math.sin(a)),
        onCurve: true,
      });
    }
    return points;
  };
  const contour = [...side(outer, from, to), ...side(outer - thickness, to, from)];
  return signedArea(contour) > 0 ? contour.reverse() : contour;
}

/** Moves the flat top of a stem or arm (its points at `top` between x0 and x1) down to `y`. */
const lowered = (contours, x0, x1, top, y) =>
  contours.map((c) => c.map((p) => (p.y === top && p.x >= x0 && p.x <= x1 ? { ...p, y } : p)));

const added = [];
function add(ch, advanceWidth, contours) {
  const b = box(contours);
  added.push({
    contours,
    ...b,
    advanceWidth: Math.max(advanceWidth, b.xMax + 20),
    leftSideBearing: b.xMin,
    name: `uni${cp(ch).toString(16).toUpperCase().padStart(4, '0')}`,
    unicode: [cp(ch)],
  });
}

// Parts: the i's dot (its higher contour), the spacing grave, acute and macron.
const iGlyph = find(ttf, 'i');
const dot = iGlyph.contours.filter((c) => box([c]).yMin > 500);
const dotBox = box(dot);
const dotAt = (centre, yMin) =>
  moved(copy(dot), Math.round(centre - (dotBox.xMin + dotBox.xMax) / 2), yMin - dotBox.yMin);
const mark = (ch) => find(ttf, ch).contours;
const centreOf = (g) => Math.round((g.xMin + g.xMax) / 2);
const markOver = (contours, base, raise = 0) => {
  const b = box(contours);
  return moved(copy(contours), centreOf(base) - Math.round((b.xMin + b.xMax) / 2), raise);
};
const CAPS_RAISE = find(ttf, 'À').yMax - find(ttf, 'à').yMax; // where the capitals' accents sit

// Dot below: ẹ ọ ṣ ị ụ and capitals, the dot 60 units under the baseline.
for (const [letter, ch] of [
  ['e', 'ẹ'],
  ['o', 'ọ'],
  ['s', 'ṣ'],
  ['i', 'ị'],
  ['u', 'ụ'],
  ['E', 'Ẹ'],
  ['O', 'Ọ'],
  ['S', 'Ṣ'],
  ['I', 'Ị'],
  ['U', 'Ụ'],
]) {
  const base = find(ttf, letter);
  const centre =
    letter === 'i' ? centreOf({ ...box(base.contours.filter((c) => box([c]).yMax < 600)) }) : centreOf(base);
  add(ch, base.advanceWidth, [...copy(base.contours), ...dotAt(centre, -60 - (dotBox.yMax - dotBox.yMin))]);
}
// Dot above: ṅ Ṅ, at the i's dot height (raised for the capital).
{
  const n = find(ttf, 'n');
  add('ṅ', n.advanceWidth, [...copy(n.contours), ...dotAt(centreOf(n), dotBox.yMin)]);
  const N = find(ttf, 'N');
  add('Ṅ', N.advanceWidth, [...copy(N.contours), ...dotAt(centreOf(N), dotBox.yMin + CAPS_RAISE)]);
}
// Tone marks on n and m: ǹ Ǹ ḿ Ḿ.
for (const [letter, ch, accent, raise] of [
  ['n', 'ǹ', '`', 0],
  ['N', 'Ǹ', '`', CAPS_RAISE],
  ['m', 'ḿ', '´', 0],
  ['M', 'Ḿ', '´', CAPS_RAISE],
]) {
  const base = find(ttf, letter);
  add(ch, base.advanceWidth, [...copy(base.contours), ...markOver(mark(accent), base, raise)]);
}
// Hausa hooked letters. ɓ ƙ ɗ: the stem's top turns right into a hook; Ɓ Ɗ: a hook to the left of the top bar;
// ƴ Ƴ Ƙ: the right arm ends in a hook.
for (const [letter, ch, radius] of [
  ['b', 'ɓ', 241],
  ['k', 'ƙ', 241],
  ['d', 'ɗ', 211],
]) {
  const base = find(ttf, letter);
  const top = base.yMax;
  const stem = base.contours
    .flat()
    .filter((p) => p.y === top && p.onCurve !== false)
    .map((p) => p.x);
  const [x0, x1] = [Math.min(...stem), Math.max(...stem)];
  const cy = top - radius + 60;
  add(ch, base.advanceWidth, [
    ...lowered(copy(base.contours), x0, x1, top, cy),
    arc(x0 + radius, cy, radius, x1 - x0, 180, 30),
  ]);
}
for (const [letter, ch] of [
  ['B', 'Ɓ'],
  ['D', 'Ɗ'],
]) {
  const base = find(ttf, letter);
  const shift = 88;
  const stemLeft = base.xMin + shift;
  const radius = 170;
  const hook = arc(stemLeft + 40, base.yMax - radius, radius, 140, 90, 210);
  add(ch, base.advanceWidth + shift, [...moved(copy(base.contours), shift, 0), hook]);
}
for (const [letter, ch, lower] of [
  ['y', 'ƴ', 0],
  ['Y', 'Ƴ', 100],
  ['K', 'Ƙ', 100],
]) {
  const base = find(ttf, letter);
  const top = base.yMax;
  const right = Math.max(
    ...base.contours
      .flat()
      .filter((p) => p.y === top)
      .map((p) => p.x),
  );
  const armTop = base.contours
    .flat()
    .filter((p) => p.y === top && p.x > centreOf(base))
    .map((p) => p.x);
  const left = Math.min(...armTop);
  const [radius, thickness] = [170, 150];
  const cy = top - lower;
  add(ch, base.advanceWidth, [
    ...lowered(copy(base.contours), left, right, top, cy),
    arc(right - thickness + radius, cy, radius, thickness, 180, 45),
  ]);
}
// Combining tone marks (Yorùbá, Igbo: ẹ́, ọ̀, ī), no advance, centred half a letter back; the shaper places them
// over or under the letter before them.
for (const [ch, contours] of [
  ['\u0300', mark('`')],
  ['\u0301', mark('´')],
  ['\u0304', mark('¯')],
  ['\u0323', dotAt(0, -60 - (dotBox.yMax - dotBox.yMin))],
]) {
  const b = box(contours);
  const placed = moved(copy(contours), -300 - Math.round((b.xMin + b.xMax) / 2), 0);
  const pb = box(placed);
  added.push({
    contours: placed,
    ...pb,
    advanceWidth: 0,
    leftSideBearing: pb.xMin,
    name: `uni${cp(ch).toString(16).toUpperCase().padStart(4, '0')}`,
    unicode: [cp(ch)],
  });
}
// Macron vowels and ń from the latin-ext file.
const FROM_EXT = 'ĀāĒēĪīŌōŪūŃń';
for (const ch of FROM_EXT) {
  const g = find(ext, ch);
  added.push({
    ...g,
    contours: copy(g.contours),
    name: `uni${cp(ch).toString(16).toUpperCase().padStart(4, '0')}`,
    unicode: [cp(ch)],
  });
}
ttf.glyf.push(...added);

let latin1 = '';
for (let code = 0xc0; code <= 0xff; code += 1)
  if (code !== 0xd7 && code !== 0xf7) latin1 += String.fromCharCode(code);
export const ACCENTED_CHARACTERS =
  latin1 + FROM_EXT + added.map((g) => String.fromCodePoint(g.unicode[0])).join('');

const merged = Buffer.from(Font.create(ttf, { type: 'ttf' }).write({ type: 'ttf', toBuffer: true }));
const accentedFile = await subsetFont(merged, ACCENTED_CHARACTERS, { targetFormat: 'woff2' });
writeFileSync(ACCENTED, accentedFile);
console.log(`${ACCENTED}: ${accentedFile.length} bytes, ${[...ACCENTED_CHARACTERS].length} characters`);

// What each file holds: the unicode-range of its @font-face in src/styles/app.css must cover it (written shorter there).
const ranges = (text) => {
  const codes = [...new Set([...text].map(cp))].sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < codes.length; i += 1) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j] + 1) j += 1;
    const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
    out.push(i === j ? `U+${hex(codes[i])}` : `U+${hex(codes[i])}-${hex(codes[j])}`);
    i = j;
  }
  return out.join(', ');
};
console.log(`basic unicode-range: ${ranges(basic.replace('₦', ''))}`);
console.log(`accented unicode-range: ${ranges(ACCENTED_CHARACTERS)}`);
