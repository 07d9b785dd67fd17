// The shared option lists' words (@contract) as the sign-up screens show them, marked for the auth catalogue: the
// values sent stay the contract's; a person reads t(label). Typed by the lists, so a new value without its label
// does not compile; a test keeps the support texts equal to the contract's.
import type { EDUCATION_LEVELS, EMPLOYMENT_STATUSES, GENDERS, SKILL_LEVELS } from '@contract/options';
import type { SupportTypeKey } from '@contract/support-types';
import { msg } from '@/i18n/runtime';

export const SUPPORT_TEXTS: Record<SupportTypeKey, { label: string; question: string }> = {
  training: { label: msg('Training'), question: msg('What skills would you like to learn or improve?') },
  funding: {
    label: msg('Funding'),
    question: msg('How much funding do you need, and what would you use it for?'),
  },
  tools: { label: msg('Tools'), question: msg('Which tools or equipment do you need for your work?') },
  market_access: {
    label: msg('Market access'),
    question: msg('Which markets or customers would you like to reach?'),
  },
};

type BiodataOption =
  | (typeof GENDERS)[number]
  | (typeof EMPLOYMENT_STATUSES)[number]
  | (typeof EDUCATION_LEVELS)[number]
  | (typeof SKILL_LEVELS)[number];

const BIODATA_LABELS: Record<BiodataOption, string> = {
  Male: msg('Male'),
  Female: msg('Female'),
  Employed: msg('Employed'),
  Unemployed: msg('Unemployed'),
  'Self-employed': msg('Self-employed'),
  Freelancer: msg('Freelancer'),
  Student: msg('Student'),
  Retired: msg('Retired'),
  'Secondary School': msg('Secondary School'),
  Undergraduate: msg('Undergraduate'),
  Graduate: msg('Graduate'),
  Postgraduate: msg('Postgraduate'),
  Others: msg('Others'),
  Beginner: msg('Beginner'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
  Expert: msg('Expert'),
};

/** A biodata list as select options: the contract's values, labelled in the reader's language by `t`. */
export function biodataOptions(values: readonly BiodataOption[], t: (key: string) => string) {
  return values.map((value) => ({ value, label: t(BIODATA_LABELS[value]) }));
}
