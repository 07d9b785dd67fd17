// What the phone menu holds once it is opened (lazy: most visits never open it): the main links, the sidebar's About
// Us pages (drafts left out, as the sidebar does), the site search box, Notifications for a signed-in member (issue 34),
// the language menu, the Data saver switch and Apply for funding.
import { useId, type ReactNode } from 'react';
import { LanguageMenu } from '@/components/layout/language-menu';
import { SiteSearchForm } from '@/components/layout/site-search-form';
import DataSaverSwitch from '@/components/ui/data-saver-switch';
import { NotificationsMenuLink } from '@/features/notifications/components/notification-bell';
import { useT } from '@/i18n/use-t';
import { FundingButton } from './funding-button';
import { navList } from './nav-links';
import { aboutItems, useShownNavItems } from './nav-items';

/**
 * `onApply` is null for an admin, who reviews applications and gets no Apply for funding; `bell`: a signed-in member
 * of a host with notifications, who finds Notifications (with the unread count) first in the menu; `search`: the host
 * offers the site search (its box comes first, issue 35).
 */
export default function MobileMenu({
  links,
  bell = false,
  onApply,
  search = false,
  onSearch,
}: {
  links: ReactNode;
  bell?: boolean;
  onApply: (() => void) | null;
  search?: boolean;
  onSearch?: () => void;
}) {
  const { t } = useT();
  const aboutHeadingId = useId();
  // The sidebar's rule (issue 31): a draft page is listed in neither.
  const aboutLinks = useShownNavItems(aboutItems);
  return (
    <>
      {search ? <SiteSearchForm className="site-search--menu" onSearch={onSearch} /> : null}
      <ul>
        {bell ? (
          <li>
            <NotificationsMenuLink />
          </li>
        ) : null}
        {links}
      </ul>
      <p id={aboutHeadingId} className="site-nav__group">
        {t('About Us')}
      </p>
      <ul aria-labelledby={aboutHeadingId}>{navList(aboutLinks, t)}</ul>
      <LanguageMenu />
      <DataSaverSwitch compact />
      {onApply ? <FundingButton className="site-nav__funding" onApply={onApply} /> : null}
    </>
  );
}
