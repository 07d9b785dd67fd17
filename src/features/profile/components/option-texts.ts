// The words of the profile's option lists as people read them (issue 17). The lists of contract/options.ts and the
// common skills are the values stored and sent, so they stay English on the wire; only what is shown is translated.
// A value no list knows (typed by a user, or another host's) is shown as it is.
import { msg, t } from '@/i18n/runtime';

/** The skills offered in the skills editor (their English names are what is saved). */
export const COMMON_SKILLS = [
  msg('Graphic Design'),
  msg('Photography'),
  msg('Video Editing'),
  msg('Music Production'),
  msg('Fashion Design'),
  msg('Illustration'),
  msg('Content Writing'),
  msg('Social Media Marketing'),
  msg('Web Development'),
  msg('Animation'),
  msg('Public Speaking'),
  msg('Event Management'),
];

/**
 * GENDERS, SKILL_LEVELS, EMPLOYMENT_STATUSES, EDUCATION_LEVELS, AVAILABILITY_STATUSES, the partner's choices and the
 * support types with their questions (contract/support-types.ts).
 */
const OPTION_TEXTS = new Set<string>([
  ...COMMON_SKILLS,
  msg('Male'),
  msg('Female'),
  msg('Beginner'),
  msg('Intermediate'),
  msg('Advanced'),
  msg('Expert'),
  msg('Employed'),
  msg('Unemployed'),
  msg('Self-employed'),
  msg('Freelancer'),
  msg('Student'),
  msg('Retired'),
  msg('Secondary School'),
  msg('Undergraduate'),
  msg('Graduate'),
  msg('Postgraduate'),
  msg('Others'),
  msg('full time'),
  msg('part time'),
  msg('contract'),
  msg('Private'),
  msg('Public'),
  msg('Donate'),
  msg('Sponsor'),
  msg('Scholarship'),
  msg('Training'),
  msg('Funding'),
  msg('Tools'),
  msg('Market access'),
  msg('What skills would you like to learn or improve?'),
  msg('How much funding do you need, and what would you use it for?'),
  msg('Which tools or equipment do you need for your work?'),
  msg('Which markets or customers would you like to reach?'),
]);

/** A stored option value in the current language; anything else as it is. */
export function optionText(value: string): string {
  return OPTION_TEXTS.has(value) ? t(value) : value;
}

/** A select's options: the value as stored, the label in the current language. */
export function optionsOf(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: optionText(value) }));
}
