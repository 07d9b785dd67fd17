// A row of the directory (GET /prop/public/directory) and of the admin's lists, which add contact and
// verification fields. Pure types.
import type { ProfileKind } from './accounts';

export const DIRECTORY_TABS = ['creatives', 'business', 'partners'] as const;
export type DirectoryTab = (typeof DIRECTORY_TABS)[number];

export interface DirectoryEntry {
  id: number;
  account: ProfileKind;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  registered_name: string | null;
  trade_name: string | null;
  photo: string | null;
  logo: string | null;
  category: string | null;
  partner_type: string | null;
  sector: string | null;
  expertise: string | null;
  lga_origin: string | null;
  lga: string | null;
  origin_state: string | null;
  state: string | null;
  industry: string | null;
  is_blacklisted: boolean;
  is_activated: boolean;
  status: string;
  created_at: string;
  // admin lists only
  email?: string;
  phone_number?: string | null;
  approved?: boolean;
  verification_type?: string | null;
  identity_last4?: string | null;
  user_name?: string | null;
  user_email?: string | null;
  user_phone_number?: string | null;
  website?: string | null;
}
