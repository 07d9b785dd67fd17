// The main navigation per role (spec section 2): admin sees its own list. Links to static pages show only once the
// page is published: a page whose text still holds the Ministry's placeholder is a draft (issue 13).
import { paths } from '@/config/paths';
import { msg } from '@/i18n/runtime';
import type { UserType } from '@/features/auth/auth-slice';
import { useListPagesQuery, type PageListItem } from '@/features/static-pages/api/page-list-api';
import type { FeatureKey } from '@contract/capabilities';
import type { PageSlug } from '@contract/page-slugs';
import { useOfferedFeatures } from '@/lib/capabilities';

export interface NavItem {
  label: string;
  to: string;
  /** The static page this link opens: the link shows only while that page is not a draft. */
  page?: PageSlug;
  /** The extension this link opens (issue 30): the link shows only once the host offers it. */
  feature?: FeatureKey;
}

export const mainNavItems: readonly NavItem[] = [
  { label: msg('Home'), to: paths.home },
  { label: msg('Directory'), to: paths.directory },
  { label: msg('MarketPlace'), to: paths.market },
  { label: msg('Tools'), to: paths.tools },
  { label: msg('Opportunities'), to: paths.opportunities },
  { label: msg('Training'), to: paths.training },
];

export const adminNavItems: readonly NavItem[] = [
  { label: msg('Home'), to: paths.home },
  { label: msg('Admin Directory'), to: paths.adminDashboard },
  { label: msg('Pages'), to: paths.adminPages, feature: 'page-editor' },
  { label: msg('Mail'), to: paths.adminMail, feature: 'admin-mail' },
  { label: msg('Funding'), to: paths.adminFunding, feature: 'funding' },
  { label: msg('Portal identity'), to: paths.adminIdentity, feature: 'portal-identity' },
];

export function navItemsFor(userType: UserType | null): readonly NavItem[] {
  return userType === 'admin' ? adminNavItems : mainNavItems;
}

export const aboutItems: readonly NavItem[] = [
  { label: msg('Vision & Mission'), to: paths.visionMission, page: 'vision-mission' },
  { label: msg('8-Point Plan'), to: paths.eightPointPlan, page: 'eight-point-plan' },
  { label: msg('About the Ministry'), to: paths.aboutUs, page: 'about' },
  { label: msg('FAQ'), to: paths.faq, page: 'faq' },
];

/**
 * The footer's about and legal links (spec section 2). The privacy policy, the terms and the accessibility statement
 * are never drafts (issue 31: their operator's facts are filled from the portal identity), so they carry no `page`:
 * they show at once, on a fresh start and on any host.
 */
export const footerPageItems: readonly NavItem[] = [
  { label: msg('About Us'), to: paths.aboutUs, page: 'about' },
  { label: msg('Privacy Policy'), to: paths.privacy },
  { label: msg('Terms & Condition'), to: paths.termsAndConditions },
  { label: msg('Accessibility'), to: paths.accessibility },
  { label: msg('Open data'), to: paths.openData, feature: 'open-data' },
];

/**
 * The links to show. `pages` is the page list: a static page's link shows when the list has that page and it is
 * not a draft. `undefined` (not answered yet) shows none of them, so a draft's link never flashes up; `null` (the
 * host has no page list) shows them all, as the spec's navigation does.
 */
export function shownNavItems(
  items: readonly NavItem[],
  pages: readonly PageListItem[] | null | undefined,
): NavItem[] {
  if (pages === null) return [...items];
  return items.filter((item) => !item.page || pages?.some((page) => page.slug === item.page && !page.draft));
}

/**
 * shownNavItems over the cached page list (one request shared by the sidebar, the footer and the admin's list), less
 * the links to extensions the host does not offer. The page list is an extension itself ('page-editor'): a host
 * without it is never asked, and its static pages all show, as the spec's navigation does.
 */
export function useShownNavItems(items: readonly NavItem[]): NavItem[] {
  const features = useOfferedFeatures();
  const editor = features?.includes('page-editor');
  const { data, isError } = useListPagesQuery(undefined, { skip: editor !== true });
  const pages = editor === false || isError ? null : editor ? data : undefined;
  return shownNavItems(items, pages).filter((item) => !item.feature || features?.includes(item.feature));
}
