import { describe, expect, it } from 'vitest';
import { firstGrapheme, graphemes, initialsOf, truncateGraphemes } from '../graphemes';

describe('grapheme helpers (issue 31: never half a character)', () => {
  it('takes a whole emoji, not half a surrogate pair, as an initial', () => {
    expect(initialsOf('😀 Ada')).toBe('😀A');
    expect(initialsOf('Ada 🎨')).toBe('A🎨');
    // The old code gave "A\uD83C": the first UTF-16 unit of the emoji.
    expect(initialsOf('Ada 🎨')).not.toContain('\uFFFD');
    expect(initialsOf('Ada 🎨').length).toBe(3);
  });

  it('keeps joined emoji, skin tones and flags whole', () => {
    expect(firstGrapheme('👩🏾‍🎨 Studio')).toBe('👩🏾‍🎨');
    expect(firstGrapheme('👨‍👩‍👧‍👦 family')).toBe('👨‍👩‍👧‍👦');
    expect(firstGrapheme('🇳🇬 Lagos')).toBe('🇳🇬');
  });

  it('keeps a letter with its combining tone marks (Yorùbá, Igbo)', () => {
    // "e" + dot below + acute, written decomposed: one cluster of three code points.
    const decomposed = 'e\u0323\u0301gbe';
    expect(firstGrapheme(decomposed)).toBe('E\u0323\u0301');
    expect(initialsOf('Ẹgbẹ́ Àṣà Foundation')).toBe('ẸÀ');
    expect(initialsOf('ọ̀rẹ́ ụlọ')).toBe('Ọ̀Ụ');
  });

  it('upper-cases letters and ignores blank and spaced input', () => {
    expect(initialsOf('  ada   lovelace  king ')).toBe('AL');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(firstGrapheme('')).toBe('');
    expect(firstGrapheme('  ɓata')).toBe('Ɓ');
  });

  it('counts clusters, not UTF-16 units', () => {
    expect(graphemes('a😀b')).toEqual(['a', '😀', 'b']);
    expect(graphemes('👩🏾‍🎨')).toHaveLength(1);
  });

  it('truncates on cluster boundaries, with an ellipsis only when cut', () => {
    expect(truncateGraphemes('short', 10)).toBe('short');
    expect(truncateGraphemes('abcdef', 3)).toBe('abc…');
    // Cutting at 3 UTF-16 units would split the second emoji: "😀\uD83D…".
    expect(truncateGraphemes('😀😃😄😁', 2)).toBe('😀😃…');
    expect(truncateGraphemes('😀😃😄😁', 2)).not.toMatch(/[\uD800-\uDFFF]…$/u);
    // Six UTF-16 units but three clusters: not cut at a limit of three.
    expect(truncateGraphemes('👍🏽👍🏽👍🏽'.slice(0, 12), 3)).toBe('👍🏽👍🏽👍🏽');
    expect(truncateGraphemes('ẹ́ẹ́ẹ́ẹ́', 2)).toBe('ẹ́ẹ́…');
    expect(truncateGraphemes('word   more', 4)).toBe('word…');
  });
});
