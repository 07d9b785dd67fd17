// Option lists of spec section 5 (profile forms, partner registration, availability, list filters). Pure data,
// no imports: the portal's forms and filters and the server's validation both read it.

export const EMPLOYMENT_STATUSES = [
  'Employed',
  'Unemployed',
  'Self-employed',
  'Freelancer',
  'Student',
  'Retired',
] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

export const EDUCATION_LEVELS = [
  'Secondary School',
  'Undergraduate',
  'Graduate',
  'Postgraduate',
  'Others',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The business profile's sector options (spec section 5). */
export const BUSINESS_SECTORS = [
  'Information Technology',
  'Design',
  'Media',
  'Entertainment',
  'Fashion',
  'Fine Arts',
  'Crafts',
  'Photography',
] as const;
export type BusinessSector = (typeof BUSINESS_SECTORS)[number];

export const PARTNER_TYPES = ['donate', 'sponsor', 'scholarship'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/** Partner step 1's "Organization Sector". */
export const ORGANIZATION_SECTORS = ['private', 'public'] as const;
export type OrganizationSector = (typeof ORGANIZATION_SECTORS)[number];

export const AVAILABILITY_STATUSES = ['full time', 'part time', 'contract'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

export const GENDERS = ['Male', 'Female'] as const;

export const VERIFICATION_METHODS = ['BVN', 'NIN'] as const;

// ---- opportunities. Spec sections 5 and 9: an opportunity's timing is full-time or remote, so that is what the
// create form offers and the timing filter offers (the spec's filter also listed part-time, which no opportunity
// can have: dropped, docs/content.md). Location and level are set by the portal's form too, so every filter matches.
export const OPPORTUNITY_TIMINGS = ['full-time', 'remote'] as const;
export type OpportunityTiming = (typeof OPPORTUNITY_TIMINGS)[number];
export const OPPORTUNITY_LOCATIONS = ['remote', 'onsite', 'hybrid'] as const;
export type OpportunityLocation = (typeof OPPORTUNITY_LOCATIONS)[number];
/** The spec's filter spells "intermidiate"; we use the correct spelling everywhere. */
export const OPPORTUNITY_LEVELS = ['junior', 'intermediate', 'senior'] as const;
export type OpportunityLevel = (typeof OPPORTUNITY_LEVELS)[number];

// ---- tools
export const TOOL_PRICES = ['free', 'paid'] as const;
export type ToolPrice = (typeof TOOL_PRICES)[number];
export const TOOL_TYPES = ['subscription', 'membership', 'one-time-purchase'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

// ---- events / trainings
export const EVENT_LOCATIONS = ['Online', 'Offline'] as const;
export type EventLocation = (typeof EVENT_LOCATIONS)[number];

// ---- products. The spec's marketplace filter lists "product/service/control": "control" is a typo of
// "content", the third product category of spec section 3 (product, Service or content).
export const PRODUCT_CATEGORIES = ['product', 'service', 'content'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Price filter bounds in NGN (spec section 9). */
export const PRICE_FILTER_MAX = 20_000_000;
export const PRODUCT_PRICE_FILTER_MAX = 2_000_000;

// ---- labels. The lists above are the values stored and sent on the wire (lower-case, hyphenated); people read
// these labels instead, on every card, details page, form and filter. One map per list, each complete (typed by
// its list), so a value added to a list without its label does not compile.

export const PARTNER_TYPE_LABELS: Record<PartnerType, string> = {
  donate: 'Donor',
  sponsor: 'Sponsor',
  scholarship: 'Scholarship provider',
};
export const ORGANIZATION_SECTOR_LABELS: Record<OrganizationSector, string> = {
  private: 'Private',
  public: 'Public',
};
export const AVAILABILITY_STATUS_LABELS: Record<AvailabilityStatus, string> = {
  'full time': 'Full time',
  'part time': 'Part time',
  contract: 'Contract',
};
export const OPPORTUNITY_TIMING_LABELS: Record<OpportunityTiming, string> = {
  'full-time': 'Full time',
  remote: 'Remote',
};
export const OPPORTUNITY_LOCATION_LABELS: Record<OpportunityLocation, string> = {
  remote: 'Remote',
  onsite: 'On-site',
  hybrid: 'Hybrid',
};
export const OPPORTUNITY_LEVEL_LABELS: Record<OpportunityLevel, string> = {
  junior: 'Junior',
  intermediate: 'Intermediate',
  senior: 'Senior',
};
export const TOOL_PRICE_LABELS: Record<ToolPrice, string> = { free: 'Free', paid: 'Paid' };
export const TOOL_TYPE_LABELS: Record<ToolType, string> = {
  subscription: 'Subscription',
  membership: 'Membership',
  'one-time-purchase': 'One-time purchase',
};
export const EVENT_LOCATION_LABELS: Record<EventLocation, string> = { Online: 'Online', Offline: 'Offline' };
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  product: 'Product',
  service: 'Service',
  content: 'Content',
};

/** The spellings other clients and the spec use for our values ("Full Time", "intermidiate", "on-site"). */
const VALUE_ALIASES: Record<string, string> = { intermidiate: 'intermediate', 'on-site': 'onsite' };

/** The key a stored value is looked up by: case, spaces and underscores do not matter ("Full Time" is full-time). */
function valueKey(value: string): string {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return VALUE_ALIASES[key] ?? key;
}

/**
 * The label of a value from one of the lists above: `optionLabel(TOOL_TYPE_LABELS, 'one-time-purchase')` is
 * 'One-time purchase'. Read tolerantly, like the server reads it; a value the list does not know (another
 * host's) is shown as sent; missing is ''.
 */
export function optionLabel(
  labels: Readonly<Record<string, string>>,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const key = valueKey(value);
  const match = Object.keys(labels).find((known) => valueKey(known) === key);
  return match === undefined ? value : labels[match];
}

/** A list's choices as { value, label } pairs, for a select or a filter group. */
export function optionChoices<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
