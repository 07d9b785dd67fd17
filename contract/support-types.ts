// The four support types a creative or business may ask for, each with the question that guides its detail
// field (spec section 3). Keys match the profile columns need_<key> and detail_<key>. Pure data, no imports.

export type SupportTypeKey = 'training' | 'funding' | 'tools' | 'market_access';

export interface SupportTypeData {
  key: SupportTypeKey;
  label: string;
  question: string;
}

export const SUPPORT_TYPES: SupportTypeData[] = [
  { key: 'training', label: 'Training', question: 'What skills would you like to learn or improve?' },
  {
    key: 'funding',
    label: 'Funding',
    question: 'How much funding do you need, and what would you use it for?',
  },
  { key: 'tools', label: 'Tools', question: 'Which tools or equipment do you need for your work?' },
  {
    key: 'market_access',
    label: 'Market access',
    question: 'Which markets or customers would you like to reach?',
  },
];

/** The profile columns of the support needs (creative and business): each key's yes/no, then each key's detail. */
export const SUPPORT_NEED_FIELDS = [
  'need_training',
  'need_funding',
  'need_tools',
  'need_market_access',
  'detail_training',
  'detail_funding',
  'detail_tools',
  'detail_market_access',
] as const;

export function supportTypeOf(key: string | null | undefined): SupportTypeData | undefined {
  return SUPPORT_TYPES.find((t) => t.key === key);
}
