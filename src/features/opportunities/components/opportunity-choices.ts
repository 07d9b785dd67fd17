// The opportunities' choice fields, by their labels: the filter panel's groups and the create form's selects.
// Timing offers the create form's full-time or remote, not the spec filter's part-time (docs/content.md).
// useOpportunityChoiceGroups gives them in the language of the moment.
import type { ChoiceGroup } from '@/components/form/choice-selects';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  OPPORTUNITY_LEVEL_LABELS,
  OPPORTUNITY_LEVELS,
  OPPORTUNITY_LOCATION_LABELS,
  OPPORTUNITY_LOCATIONS,
  OPPORTUNITY_TIMING_LABELS,
  OPPORTUNITY_TIMINGS,
  optionChoices,
} from '@contract/options';

export const OPPORTUNITY_CHOICE_GROUPS = [
  {
    key: 'location',
    label: msg('Location'),
    options: optionChoices(OPPORTUNITY_LOCATIONS, OPPORTUNITY_LOCATION_LABELS),
  },
  {
    key: 'timing',
    label: msg('Timing'),
    options: optionChoices(OPPORTUNITY_TIMINGS, OPPORTUNITY_TIMING_LABELS),
  },
  { key: 'level', label: msg('Level'), options: optionChoices(OPPORTUNITY_LEVELS, OPPORTUNITY_LEVEL_LABELS) },
] as const satisfies readonly ChoiceGroup<'location' | 'timing' | 'level'>[];

/** The labels of the timing, location and level lists (contract/options.ts), for the `opportunities` catalogue. */
export const OPPORTUNITY_OPTION_TEXTS = [
  msg('Full time'),
  msg('Remote'),
  msg('On-site'),
  msg('Hybrid'),
  msg('Junior'),
  msg('Intermediate'),
  msg('Senior'),
];

/** The groups with their labels and choices in the current language. */
export function useOpportunityChoiceGroups() {
  const { t } = useT('opportunities');
  return OPPORTUNITY_CHOICE_GROUPS.map((group) => ({
    ...group,
    label: t(group.label),
    options: group.options.map((option) => ({ value: option.value, label: t(option.label) })),
  }));
}
