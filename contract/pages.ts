// The static pages' identity and rules, without their texts (contract/page-drafts.ts holds those): slugs, portal
// paths, the server's bounds on an edit, and the one rule for a draft. Small on purpose: the portal's navigation
// reads it in the first load, where the drafted texts must not come along. Pure, no imports.

export const PAGE_SLUGS = [
  'vision-mission',
  'eight-point-plan',
  'about',
  'privacy',
  'terms',
  'faq',
  'funding',
  'license',
] as const;

export type PageSlug = (typeof PAGE_SLUGS)[number];

/** A headed block of plain-text paragraphs and an optional bulleted list. Rendered as text, never as HTML. */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface PageDocument {
  slug: PageSlug;
  title: string;
  /** A lead paragraph shown under the title. */
  summary?: string;
  sections: PageSection[];
}

/** Bounds the server enforces on an edited page (the admin editor shows the same ones). */
export const PAGE_LIMITS = {
  titleMax: 200,
  summaryMax: 2000,
  sectionsMax: 40,
  headingMax: 200,
  paragraphsPerSectionMax: 50,
  paragraphMax: 5000,
  itemsPerSectionMax: 50,
  itemMax: 1000,
} as const;

/** Placeholder for a fact only the Ministry can supply. */
export const MINISTRY_PLACEHOLDER = '[To be provided by the Ministry]';

/** The text of a page, as stored, bundled or edited (the summary may be missing or null). */
export interface PageText {
  title: string;
  summary?: string | null;
  sections: readonly PageSection[];
}

/**
 * The one rule for a draft: a page whose text (title, summary, headings, paragraphs or list items) still holds
 * MINISTRY_PLACEHOLDER. A draft is hidden from the navigation, the footer and the sitemap (it stays reachable by
 * its address), and the admin's page editor lists it under 'Drafts to finish'.
 */
export function isDraftPage(page: PageText): boolean {
  const texts = [page.title, page.summary ?? '', ...page.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])];
  return texts.some((text) => text.includes(MINISTRY_PLACEHOLDER));
}

/** The version of the terms a user accepts at registration (recorded in `consents`). */
export const TERMS_VERSION = '2026-11-22';
export const PRIVACY_VERSION = '2026-11-22';

/** Portal paths of the pages (`/t&c` and `/terms-of-use` both show the terms; `/funding` opens the modal). */
export const PAGE_PATHS: Record<PageSlug, string> = {
  'vision-mission': '/vision-mission',
  'eight-point-plan': '/8-point-plan',
  about: '/aboutus',
  privacy: '/privacy',
  terms: '/terms-of-use',
  faq: '/faq',
  funding: '/fundingpage',
  license: '/licensepage',
};

export function isPageSlug(value: string): value is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(value);
}
