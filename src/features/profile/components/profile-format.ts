// Reading a profile of any kind: display name, image, location and the field lists of spec sections 2 and 6.
// Called while a screen renders, so the labels come in the current language (runtime t); values stay as stored.
import type { ProfileKind } from '@contract/accounts';
import { optionLabel, ORGANIZATION_SECTORS, PARTNER_TYPE_LABELS } from '@contract/options';
import type { AnyProfile } from '@contract/profiles';
import { msg, t } from '@/i18n/runtime';
import { optionText } from './option-texts';
import { referenceName } from '@/lib/reference-names';

export const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function displayName(profile: AnyProfile, kind: ProfileKind): string {
  if (kind === 'business') return str(profile.trade_name) || str(profile.registered_name) || t('Business');
  if (kind === 'partner') return str(profile.name) || t('Partner');
  return [str(profile.first_name), str(profile.last_name)].filter(Boolean).join(' ') || t('Creative');
}

export function photoOf(profile: AnyProfile, kind: ProfileKind): string {
  return kind === 'creative'
    ? str(profile.photo) || str(profile.logo)
    : str(profile.logo) || str(profile.photo);
}

/**
 * A partner's industry as people read it: the sign-up's organisation sector ('private', 'public', stored in lower
 * case) as its translated label ('Private', 'Public'); an older free-text industry as it is (issue 31).
 */
export function industryText(value: unknown): string {
  const industry = str(value);
  return (ORGANIZATION_SECTORS as readonly string[]).includes(industry.toLowerCase())
    ? optionText(industry.charAt(0).toUpperCase() + industry.slice(1).toLowerCase())
    : industry;
}

export function categoryOf(profile: AnyProfile, kind: ProfileKind): string {
  if (kind === 'business')
    return [str(profile.sector), str(profile.area)].filter(Boolean).map(referenceName).join(' · ');
  if (kind === 'partner') return industryText(profile.industry);
  return [str(profile.expertise), str(profile.category)].filter(Boolean).map(referenceName).join(' · ');
}

const pair = (lga: unknown, state: unknown) => [str(lga), str(state)].filter(Boolean).join(', ');

/**
 * Where the account is, each place as a labelled "LGA, State" pair of the same place (spec: location (lga and
 * state)): a creative's residence and origin apart, never the LGA of one with the state of the other (issue 13);
 * a business's one location; empty pairs left out.
 */
export function placesOf(profile: AnyProfile, kind: ProfileKind): Field[] {
  const places: Field[] =
    kind === 'creative'
      ? [
          { label: t('Residence'), value: pair(profile.lga_residence, profile.residence_state) },
          { label: t('Origin'), value: pair(profile.lga_origin, profile.origin_state) },
        ]
      : kind === 'business'
        ? [{ label: t('Location'), value: pair(profile.lga, profile.state) }]
        : [];
  return places.filter((place) => place.value);
}

export const NEEDS = [
  { key: 'training', label: msg('Training') },
  { key: 'funding', label: msg('Funding') },
  { key: 'tools', label: msg('Tools') },
  { key: 'market_access', label: msg('Market access') },
] as const;

export function needsOf(profile: AnyProfile): { label: string; detail: string }[] {
  return NEEDS.filter((need) => profile[`need_${need.key}`] === true).map((need) => ({
    label: t(need.label),
    detail: str(profile[`detail_${need.key}`]),
  }));
}

/** Verified ID: the type and at most the last 4 digits. */
export function verifiedId(profile: AnyProfile): string {
  const type = str(profile.verification_type);
  const last4 = str(profile.identity_last4).slice(-4);
  if (!last4) return type.toUpperCase();
  return type
    ? t('{{type}} ending {{last4}}', { type: type.toUpperCase(), last4 })
    : t('ending {{last4}}', { last4 });
}

export interface Field {
  label: string;
  value: string;
  href?: string;
}

/** The partner type as people read it (PARTNER_TYPE_LABELS), in the current language; an unknown value as sent. */
const PARTNER_TYPE_TEXTS = [msg('Donor'), msg('Sponsor'), msg('Scholarship provider')];
function partnerTypeLabel(profile: AnyProfile): string {
  const label = optionLabel(PARTNER_TYPE_LABELS, str(profile.partner_type));
  return PARTNER_TYPE_TEXTS.includes(label) ? t(label) : label;
}

const safeHref = (value: string) => (/^https?:\/\//i.test(value) ? value : undefined);

/** The detail rows shown on one's own profile (spec section 2 "Fields displayed"). */
export function ownFields(profile: AnyProfile, kind: ProfileKind): Field[] {
  const rows: Field[] = [{ label: t('Email'), value: str(profile.email) }];
  if (kind === 'creative') {
    rows.push(
      { label: t('Gender'), value: optionText(str(profile.gender)) },
      { label: t('Industry / expertise'), value: referenceName(str(profile.expertise)) },
      { label: t('Category'), value: referenceName(str(profile.category)) },
      { label: t('Skill level'), value: optionText(str(profile.skill_level)) },
      ...placesOf(profile, kind),
      { label: t('Employment status'), value: optionText(str(profile.employment_status)) },
      { label: t('Education level'), value: optionText(str(profile.level_of_education)) },
    );
  } else if (kind === 'business') {
    rows.push(
      { label: t('Registered name'), value: str(profile.registered_name) },
      { label: t('Sector'), value: referenceName(str(profile.sector)) },
      { label: t('Area'), value: referenceName(str(profile.area)) },
      ...placesOf(profile, kind),
      { label: t('Address'), value: str(profile.address) },
      { label: t('Website'), value: str(profile.website), href: safeHref(str(profile.website)) },
    );
  } else {
    rows.push(
      { label: t('Industry'), value: industryText(profile.industry) },
      { label: t('Partner type'), value: partnerTypeLabel(profile) },
      { label: t('Goals'), value: str(profile.goals) },
      { label: t('Outcome'), value: str(profile.outcome) },
      { label: t('Website'), value: str(profile.website), href: safeHref(str(profile.website)) },
    );
  }
  rows.push(
    { label: t('Phone'), value: str(profile.phone_number) || str(profile.user_phone_number) },
    { label: t('Verification type'), value: verifiedId(profile) },
  );
  if (kind === 'creative') {
    rows.push({ label: t('Website'), value: str(profile.website), href: safeHref(str(profile.website)) });
  }
  const socials = { linkedin: 'LinkedIn', facebook: 'Facebook', twitter: 'Twitter', instagram: 'Instagram' };
  for (const [social, label] of Object.entries(socials) as [keyof typeof socials, string][]) {
    const value = str(profile[social]);
    rows.push({ label, value, href: safeHref(value) });
  }
  return rows;
}

/** The extra fields only admins see (spec section 6). */
export function adminFields(profile: AnyProfile, kind: ProfileKind): Field[] {
  const rows: Field[] = [
    { label: t('Email'), value: str(profile.email) || str(profile.user_email) },
    { label: t('Phone number'), value: str(profile.phone_number) || str(profile.user_phone_number) },
    { label: t('Verified ID'), value: verifiedId(profile) },
  ];
  if (kind !== 'partner') {
    rows.push(...placesOf(profile, kind));
  } else {
    rows.push(
      { label: t('Contact person'), value: str(profile.user_name) },
      { label: t('Partner type'), value: partnerTypeLabel(profile) },
      { label: t('Goals'), value: str(profile.goals) },
      { label: t('Outcome'), value: str(profile.outcome) },
    );
  }
  return rows;
}

export function skillNames(profile: AnyProfile): string[] {
  const skills = Array.isArray(profile.skills) ? (profile.skills as unknown[]) : [];
  return skills.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      const nested = record.skill as Record<string, unknown> | undefined;
      const name = nested && typeof nested === 'object' ? nested.name : record.name;
      return typeof name === 'string' ? [name] : [];
    }
    return [];
  });
}

export interface PostSummary {
  id: number;
  title: string;
  description: string;
  link: string | null;
  images: string[];
  /** The author's account id (their own posts can be edited and deleted from the profile). */
  authorId: number | null;
}

export function postsOf(profile: AnyProfile): PostSummary[] {
  const posts = Array.isArray(profile.posts) ? profile.posts : [];
  return posts.map((post, index) => ({
    id: typeof post.id === 'number' ? post.id : index,
    title: str(post.title),
    description: str(post.description),
    link: typeof post.link === 'string' ? post.link : null,
    images: Array.isArray(post.images) ? post.images.filter((i): i is string => typeof i === 'string') : [],
    authorId: typeof post.author_id === 'number' ? post.author_id : null,
  }));
}
