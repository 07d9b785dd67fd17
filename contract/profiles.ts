// The profiles the server sends (own profile, public profile, an edit's answer): creative, business and partner,
// each with its skills and newest posts. Fields marked optional are sent only in the full scope (the owner and
// admins), never to the public. Pure types.
import type { ProfileKind } from './accounts';
import type { ImageVariant } from './images';
import type { PortfolioProduct } from './profile-portfolio';
import type { SkillItem } from './skills';

/** The account's state, full scope only. */
interface PrivateState {
  email?: string | null;
  is_activated?: boolean | null;
  is_blacklisted?: boolean | null;
  status?: string | null;
}

/** The support a creative or business asks for (keys of contract/support-types), full scope only. */
export interface SupportNeeds {
  need_training?: boolean | null;
  need_funding?: boolean | null;
  need_tools?: boolean | null;
  need_market_access?: boolean | null;
  detail_training?: string | null;
  detail_funding?: string | null;
  detail_tools?: string | null;
  detail_market_access?: string | null;
}

/** The identity check's method (BVN or NIN) and the last 4 digits: the most any view carries. */
interface IdentityCheck {
  verification_type?: string | null;
  identity_last4?: string | null;
}

/** A profile's skill: the skills routes' item (contract/skills.ts). */
export type ProfileSkill = SkillItem;

export interface ProfilePost {
  id: number;
  author_id: number;
  title: string;
  description: string;
  link: string | null;
  images: string[];
  /** Sized copies of each image (public profiles, issue 31). */
  image_variants?: ImageVariant[][];
  likes: number;
  created_at: string;
}

/** What a creative's or a business's public profile adds as a portfolio (issue 31; contract/profile-portfolio.ts). */
interface Portfolio {
  /** An identity check (BVN or NIN) succeeded; the number itself is never sent. */
  verified?: boolean;
  /** The WhatsApp number, only while the member chose to show it. */
  whatsapp?: string | null;
  /** The member's newest products. */
  products?: PortfolioProduct[];
}

interface ProfileBase extends PrivateState {
  id: number;
  bio: string | null;
  cover_photo: string | null;
  created_at: string;
  skills: ProfileSkill[];
  posts: ProfilePost[];
}

export interface Availability {
  status: string | null;
  remote: boolean | null;
}

export interface CreativeProfile extends ProfileBase, SupportNeeds, IdentityCheck, Portfolio {
  account: 'creative';
  first_name: string;
  last_name: string;
  employment_status: string | null;
  level_of_education: string | null;
  expertise: string | null;
  category: string | null;
  skill_level: string | null;
  origin_state: string | null;
  lga_origin: string | null;
  residence_state: string | null;
  /** extension: the spec records only the state of residence (docs/people.md). */
  lga_residence: string | null;
  photo: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  /** extension (issue 31): a portfolio's website and LinkedIn link. */
  website?: string | null;
  linkedin?: string | null;
  availability: Availability;
  gender?: string | null;
  date_of_birth?: string | null;
  phone_number?: string | null;
}

export interface BusinessProfile extends ProfileBase, SupportNeeds, IdentityCheck, Portfolio {
  account: 'business';
  registered_name: string | null;
  trade_name: string;
  sector: string | null;
  area: string | null;
  lga: string | null;
  state: string | null;
  address: string | null;
  website: string | null;
  logo: string | null;
  twitter: string | null;
  facebook: string | null;
  instagram: string | null;
  /** extension (issue 31). */
  linkedin?: string | null;
  phone_number?: string | null;
}

export interface PartnerProfile extends ProfileBase {
  account: 'partner';
  name: string;
  website: string | null;
  industry: string | null;
  partner_type: string | null;
  logo: string | null;
  approved?: boolean | null;
  user_name?: string | null;
  user_email?: string | null;
  user_phone_number?: string | null;
  goals?: string | null;
  outcome?: string | null;
}

export type Profile = CreativeProfile | BusinessProfile | PartnerProfile;

type Fields<T> = Omit<T, 'account'>;

/**
 * A profile read before its kind is known (or from a host that sends fewer fields): every field of every kind,
 * each possibly missing. Narrow by `account` where the kind matters.
 */
export type AnyProfile = Partial<
  Fields<CreativeProfile> & Fields<BusinessProfile> & Fields<PartnerProfile>
> & {
  account?: ProfileKind;
};
