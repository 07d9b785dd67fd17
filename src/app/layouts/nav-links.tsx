// The header's navigation links (the desktop row and the phone menu share them).
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items';

export function navList(items: readonly NavItem[], t: (key: string) => string) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} className="site-nav__link">
        {t(item.label)}
      </NavLink>
    </li>
  ));
}
