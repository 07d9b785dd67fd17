// The static pages' slugs alone: the portal's navigation reads them in the first load of every page, where the rest
// of contract/pages.ts (bounds, paths, the draft rule, used by lazy screens) must not come along. Pure, no imports.

export const PAGE_SLUGS = [
  'vision-mission',
  'eight-point-plan',
  'about',
  'privacy',
  'terms',
  'faq',
  'funding',
  'license',
  'accessibility',
] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];
