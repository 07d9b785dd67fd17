// Names and descriptions are cut on what a reader sees as one character (a grapheme cluster: an emoji with its skin
// tone or family joiners, a flag, a letter with its combining tone marks such as Yorùbá "ẹ́"), never on UTF-16 units,
// which split a surrogate pair into "A\uFFFD" (issue 31). Intl.Segmenter does the work; a browser without it
// (Firefox before 125) falls back to code points, which keeps pairs whole and may split a mark from its letter.

type Segment = { segment: string };
type GraphemeSegmenter = { segment(text: string): Iterable<Segment> };

let segmenter: GraphemeSegmenter | null | undefined;

function graphemeSegmenter(): GraphemeSegmenter | null {
  if (segmenter === undefined) {
    const Segmenter = (Intl as { Segmenter?: new (locale?: string, options?: object) => GraphemeSegmenter })
      .Segmenter;
    segmenter = Segmenter ? new Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/** The text split into grapheme clusters (code points where the browser has no Intl.Segmenter). */
export function graphemes(text: string): string[] {
  const s = graphemeSegmenter();
  return s ? Array.from(s.segment(text), (part) => part.segment) : Array.from(text);
}

/** The first grapheme cluster, upper-cased where it is a letter ('' for blank text). */
export function firstGrapheme(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  // Only the first few code units can belong to the first cluster in any real name; segment a short prefix.
  const first = graphemes(trimmed.slice(0, 32))[0] ?? '';
  return first.toUpperCase();
}

/** Up to two initials: the first cluster of the first two words ("Ẹgbẹ́ Àṣà" -> "ẸÀ", "😀 Ada" -> "😀A"). */
export function initialsOf(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map(firstGrapheme).join('');
}

/** At most `limit` grapheme clusters, with an ellipsis when cut (trailing spaces before it dropped). */
export function truncateGraphemes(text: string, limit: number): string {
  // Cheap exit: a text of no more UTF-16 units than the limit has no more clusters either.
  if (text.length <= limit) return text;
  const parts = graphemes(text);
  if (parts.length <= limit) return text;
  return `${parts.slice(0, limit).join('').trimEnd()}…`;
}
