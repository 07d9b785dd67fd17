// The main navigation per role (spec section 2): admin sees its own list.
import { paths } from '@/config/paths';
import type { UserType } from '@/features/auth/auth-slice';

export interface NavItem {
  label: string;
  to: string;
}

export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Directory', to: paths.directory },
  { label: 'MarketPlace', to: paths.market },
  { label: 'Tools', to: paths.tools },
  { label: 'Opportunities', to: paths.opportunities },
  { label: 'Training', to: paths.training },
];

export const adminNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Admin Directory', to: paths.adminDashboard },
  { label: 'Pages', to: paths.adminPages },
  { label: 'Mail', to: paths.adminMail },
  { label: 'Funding', to: paths.adminFunding },
];

export function navItemsFor(userType: UserType | null): readonly NavItem[] {
  return userType === 'admin' ? adminNavItems : mainNavItems;
}

export const aboutItems: readonly NavItem[] = [
  { label: 'Vision & Mission', to: paths.visionMission },
  { label: '8-Point Plan', to: paths.eightPointPlan },
  { label: 'About the Ministry', to: paths.aboutUs },
  { label: 'FAQ', to: paths.faq },
];
