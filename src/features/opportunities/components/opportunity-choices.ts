// The opportunities' choice fields, by their labels: the filter panel's groups and the create form's selects.
// Timing offers the create form's full-time or remote, not the spec filter's part-time (docs/content.md).
import type { ChoiceGroup } from '@/components/form/choice-selects';
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
  { key: 'location', label: 'Location', options: optionChoices(OPPORTUNITY_LOCATIONS, OPPORTUNITY_LOCATION_LABELS) },
  { key: 'timing', label: 'Timing', options: optionChoices(OPPORTUNITY_TIMINGS, OPPORTUNITY_TIMING_LABELS) },
  { key: 'level', label: 'Level', options: optionChoices(OPPORTUNITY_LEVELS, OPPORTUNITY_LEVEL_LABELS) },
] as const satisfies readonly ChoiceGroup<'location' | 'timing' | 'level'>[];
