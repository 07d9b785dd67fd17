// The brand face's two files (scripts/subset-brand-font.mjs, docs/brand.md): the accented file holds every letter of
// Yorùbá, Igbo and Hausa that issue 31 names, and each @font-face's unicode-range in src/styles/app.css covers what
// its file holds (a narrower one would leave a letter to the system face, mid-word again), while no ASCII letter is in
// the accented range (it would make every page fetch that file).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fonteditor from 'fonteditor-core';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'src/styles/app.css'), 'utf8');

type Glyph = { unicode?: number[]; contours?: unknown[]; advanceWidth: number };

function codePointsOf(file: string): Set<number> {
  const font = fonteditor.Font.create(readFileSync(path.join(root, 'src/assets/fonts', file)), {
    type: 'woff2',
  });
  const glyphs = font.get().glyf as Glyph[];
  return new Set(glyphs.flatMap((g) => g.unicode ?? []));
}

function rangeOf(file: string): Set<number> {
  const rule = css.split('@font-face').find((block) => block.includes(file));
  const match = rule?.match(/unicode-range:([^;]+);/);
  if (!match) throw new Error(`no unicode-range for ${file}`);
  const codes = new Set<number>();
  for (const part of match[1].split(',')) {
    const [from, to] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    for (let code = from; code <= (to ?? from); code += 1) codes.add(code);
  }
  return codes;
}

const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);

describe('the brand font subsets', () => {
  beforeAll(async () => {
    // The unit suite runs under jsdom, where the WebAssembly loader takes itself for a browser and fetches its file by
    // URL: hide the window while it starts, so it reads the file from disk as under Node.
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'window');
    Reflect.deleteProperty(globalThis, 'window');
    try {
      await fonteditor.woff2.init();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'window', descriptor);
    }
  });

  it('holds the letters and tone marks of Yorùbá, Igbo and Hausa in the accented file', () => {
    const accented = codePointsOf('poppins-700-accented.woff2');
    const needed =
      'ẹọṣịụṅɓɗƙƴẸỌṢỊỤṄƁƊƘƳ' + 'àáèéìíòóùúÀÁÈÉÌÍÒÓÙÚāēīōūĀĒĪŌŪńǹḿŃǸḾ' + '\u0300\u0301\u0304\u0323';
    const missing = [...needed].filter((ch) => !accented.has(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('gives each @font-face a unicode-range that covers all its file holds, the two ranges apart', () => {
    for (const file of ['poppins-700-basic.woff2', 'poppins-700-accented.woff2']) {
      const range = rangeOf(file);
      const held = sorted(codePointsOf(file)).filter((code) => code !== 0); // 0: the null glyph
      // A character the file holds but the range leaves out would be drawn in the system face.
      expect(
        held.filter((code) => !range.has(code)).map((code) => code.toString(16)),
        file,
      ).toEqual([]);
    }
    // Overlapping ranges would make the browser fetch both files for one character.
    const basic = rangeOf('poppins-700-basic.woff2');
    expect(sorted(rangeOf('poppins-700-accented.woff2')).filter((code) => basic.has(code))).toEqual([]);
  });

  it('keeps English text in the basic file only, so an English page never fetches the accented one', () => {
    const accented = rangeOf('poppins-700-accented.woff2');
    const english = 'The quick brown fox jumps over the lazy dog 0123456789 “Creative” – Portal…';
    expect([...english].filter((ch) => accented.has(ch.codePointAt(0)!))).toEqual([]);
    const basic = rangeOf('poppins-700-basic.woff2');
    expect([...english].every((ch) => basic.has(ch.codePointAt(0)!))).toBe(true);
  });
});
