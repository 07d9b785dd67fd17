// Photo shrinking's decisions: the size drawn, which files go unchanged, the output format and name.
import { describe, expect, it } from 'vitest';
import {
  isShrinkable,
  keepAsIs,
  outputTypeFor,
  renamedFor,
  SHRINK_MAX_SIDE,
  shrunkSize,
} from '../shrink-rules';

describe('shrunkSize', () => {
  it('brings the long side to 1,600 px and keeps the aspect', () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1200, height: 1600 }); // portrait (after EXIF rotation)
    expect(shrunkSize(4032, 1816)).toEqual({ width: 1600, height: 721 });
    expect(shrunkSize(12000, 10)).toEqual({ width: 1600, height: 1 }); // never a zero-pixel side
  });

  it('never enlarges', () => {
    expect(shrunkSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrunkSize(SHRINK_MAX_SIDE, 900)).toEqual({ width: SHRINK_MAX_SIDE, height: 900 });
  });
});

describe('which files go as they are', () => {
  it('keeps a photo within 1,600 px and 500 KB', () => {
    expect(keepAsIs({ size: 400 * 1024 }, 1600, 1200)).toBe(true);
    expect(keepAsIs({ size: 500 * 1024 }, 1200, 1600)).toBe(true);
  });

  it('shrinks a photo over either bound', () => {
    expect(keepAsIs({ size: 100 * 1024 }, 1601, 1200)).toBe(false); // too many pixels, however small the file
    expect(keepAsIs({ size: 900 * 1024 }, 1200, 900)).toBe(false); // small enough but a heavy file: re-encode
  });

  it('shrinks JPEG, PNG and WebP, never GIF (its animation) or other files', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isShrinkable)).toBe(true);
    expect(isShrinkable('image/gif')).toBe(false);
    expect(isShrinkable('application/pdf')).toBe(false);
    expect(isShrinkable('')).toBe(false);
  });
});

describe('the output', () => {
  it('is JPEG for photos, WebP where there may be transparency', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/png')).toBe('image/webp');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
  });

  it('keeps the name and changes the extension', () => {
    expect(renamedFor('IMG_2041.JPEG', 'image/jpeg')).toBe('IMG_2041.jpg');
    expect(renamedFor('logo.png', 'image/webp')).toBe('logo.webp');
    expect(renamedFor('scan.png', 'image/png')).toBe('scan.png');
    expect(renamedFor('noext', 'image/jpeg')).toBe('noext.jpg');
  });
});
