// The fields an opportunity and a training event share, read the way src/lib/adapt.ts reads every field. Its own
// module: adapt.ts is in the first load (the feed), these two readers are not.
import { text, textOrNull, type RawFields } from './adapt';

/** The fields an opportunity and a training event share: what, where to apply, and when (date and time as entered,
 * `starts_at` as the server composed it). */
export function scheduledFields(raw: RawFields) {
  return {
    title: text(raw.title),
    description: text(raw.description),
    link: text(raw.link),
    date: text(raw.date),
    time: text(raw.time),
    starts_at: text(raw.starts_at),
    address: textOrNull(raw.address),
  };
}
