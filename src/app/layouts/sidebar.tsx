// The sidebar of spec section 2: main links, Home, a collapsible About Us; closed at 900 px or less, where its
// links are in the header's one Menu instead (no second menu button on phones).
import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useT } from '@/i18n/use-t';
import { aboutItems, navItemsFor, useShownNavItems } from './nav-items';

export const SIDEBAR_COLLAPSE_QUERY = '(max-width: 900px)';

export function Sidebar() {
  const narrow = useMediaQuery(SIDEBAR_COLLAPSE_QUERY);
  // Crossing the 900 px line upwards mounts it open again; above it, the user's toggle wins.
  return narrow ? null : <SidebarPanel />;
}

function SidebarPanel() {
  const [open, setOpen] = useState(true);
  const [aboutOpen, setAboutOpen] = useState(false);
  const userType = useAppSelector((state) => state.auth.userType);
  const panelId = useId();
  const aboutId = useId();
  const aboutLinks = useShownNavItems(aboutItems);
  const navLinks = useShownNavItems(navItemsFor(userType));
  const { t } = useT();

  return (
    <div className={`sidebar${open ? ' sidebar--open' : ''}`}>
      <button
        type="button"
        className="sidebar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('Hide sidebar') : t('Show sidebar')}
      </button>
      <aside id={panelId} className="sidebar__panel" hidden={!open} aria-label={t('Sidebar')}>
        <nav aria-label={t('Sidebar navigation')}>
          <ul className="sidebar__list">
            {navLinks.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="sidebar__link">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="sidebar__link sidebar__group"
                aria-expanded={aboutOpen}
                aria-controls={aboutId}
                onClick={() => setAboutOpen((value) => !value)}
              >
                {t('About Us')}
                <span aria-hidden="true" className="sidebar__chevron">
                  {aboutOpen ? '▴' : '▾'}
                </span>
              </button>
              <ul id={aboutId} className="sidebar__sublist" hidden={!aboutOpen}>
                {aboutLinks.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className="sidebar__link">
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </nav>
      </aside>
    </div>
  );
}
