// Option lists of spec section 5 (profile forms, partner registration, availability, list filters). Pure data,
// no imports: the portal's forms and filters and the server's validation both read it.

export const EMPLOYMENT_STATUSES = ['Employed', 'Unemployed', 'Self-employed', 'Freelancer', 'Student', 'Retired'] as const;

export const EDUCATION_LEVELS = ['Secondary School', 'Undergraduate', 'Graduate', 'Postgraduate', 'Others'] as const;

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

export const PARTNER_TYPES = ['donate', 'sponsor', 'scholarship'] as const;

/** Partner step 1's "Organization Sector". */
export const ORGANIZATION_SECTORS = ['private', 'public'] as const;

export const AVAILABILITY_STATUSES = ['full time', 'part time', 'contract'] as const;

export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;

export const GENDERS = ['Male', 'Female'] as const;

export const VERIFICATION_METHODS = ['BVN', 'NIN'] as const;

// ---- opportunities: creating one offers the two timings of spec section 9; the filter also has part-time.
export const OPPORTUNITY_TIMINGS = ['full-time', 'remote'] as const;
export const OPPORTUNITY_TIMING_FILTERS = ['full-time', 'part-time'] as const;
export const OPPORTUNITY_LOCATIONS = ['remote', 'onsite', 'hybrid'] as const;
/** The spec's filter spells "intermidiate"; we use the correct spelling everywhere. */
export const OPPORTUNITY_LEVELS = ['junior', 'intermediate', 'senior'] as const;
/** Every timing the server stores and filters by: the two creation choices and the filter's part-time. */
export const OPPORTUNITY_TIMING_VALUES = ['full-time', 'part-time', 'remote'] as const;

// ---- tools
export const TOOL_PRICES = ['free', 'paid'] as const;
export const TOOL_TYPES = ['subscription', 'membership', 'one-time-purchase'] as const;

// ---- events / trainings
export const EVENT_LOCATIONS = ['Online', 'Offline'] as const;

// ---- products. The spec's marketplace filter lists "product/service/control": "control" is a typo of
// "content", the third product category of spec section 3 (product, Service or content).
export const PRODUCT_CATEGORIES = ['product', 'service', 'content'] as const;

/** Price filter bounds in NGN (spec section 9). */
export const PRICE_FILTER_MAX = 20_000_000;
export const PRODUCT_PRICE_FILTER_MAX = 2_000_000;

export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type BusinessSector = (typeof BUSINESS_SECTORS)[number];
export type PartnerType = (typeof PARTNER_TYPES)[number];
export type OpportunityTiming = (typeof OPPORTUNITY_TIMINGS)[number];
export type OpportunityLocation = (typeof OPPORTUNITY_LOCATIONS)[number];
export type OpportunityLevel = (typeof OPPORTUNITY_LEVELS)[number];
export type ToolPrice = (typeof TOOL_PRICES)[number];
export type ToolType = (typeof TOOL_TYPES)[number];
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
