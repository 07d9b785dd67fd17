// The tools' choice fields, by their labels: the filter panel's groups and the Create Tool form's selects.
// useToolChoiceGroups gives them in the language of the moment (the sectors' values stay the English names).
import type { ChoiceGroup } from '@/components/form/choice-selects';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import {
  optionChoices,
  TOOL_PRICE_LABELS,
  TOOL_PRICES,
  TOOL_TYPE_LABELS,
  TOOL_TYPES,
} from '@contract/options';
import { SECTORS } from '@contract/sectors';
import { referenceName } from '@/lib/reference-names';

export const TOOL_CHOICE_GROUPS = [
  { key: 'price', label: msg('Price'), options: optionChoices(TOOL_PRICES, TOOL_PRICE_LABELS) },
  { key: 'type', label: msg('Type'), options: optionChoices(TOOL_TYPES, TOOL_TYPE_LABELS) },
  { key: 'sector', label: msg('Sector'), options: SECTORS.map((s) => ({ value: s.name, label: s.name })) },
] as const satisfies readonly ChoiceGroup<'price' | 'type' | 'sector'>[];

/** The labels of TOOL_PRICE_LABELS and TOOL_TYPE_LABELS (contract/options.ts), for the `tools` catalogue. */
export const TOOL_OPTION_TEXTS = [
  msg('Free'),
  msg('Paid'),
  msg('Subscription'),
  msg('Membership'),
  msg('One-time purchase'),
];

/** The groups with their labels and the price and type choices in the current language. */
export function useToolChoiceGroups() {
  const { t } = useT('tools');
  return TOOL_CHOICE_GROUPS.map((group) => ({
    ...group,
    label: t(group.label),
    options:
      group.key === 'sector'
        ? group.options.map((o) => ({ value: o.value, label: referenceName(o.label) }))
        : group.options.map((o) => ({ value: o.value, label: t(o.label) })),
  }));
}
