// The languages whose entries are mostly machine drafts, which the language menu marks "(draft)" (docs/translations.md,
// "Review state"). The build computes the list from the review sidecars (src/i18n/review/<lang>.json) and puts it in
// place of this file (scripts/i18n-review.ts, draftLanguagesPlugin), so a phone receives these few codes, not the
// sidecars. What follows is what the unit tests read: every translation is a machine draft until a review is imported.
import type { Language } from '@contract/languages';

export const DRAFT_LANGUAGES: readonly Language[] = ['pcm', 'ha', 'yo', 'ig'];
