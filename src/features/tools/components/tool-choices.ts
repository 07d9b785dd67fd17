// The tools' choice fields, by their labels: the filter panel's groups and the Create Tool form's selects.
import type { ChoiceGroup } from '@/components/form/choice-selects';
import { optionChoices, TOOL_PRICE_LABELS, TOOL_PRICES, TOOL_TYPE_LABELS, TOOL_TYPES } from '@contract/options';
import { SECTORS } from '@contract/sectors';

export const TOOL_CHOICE_GROUPS = [
  { key: 'price', label: 'Price', options: optionChoices(TOOL_PRICES, TOOL_PRICE_LABELS) },
  { key: 'type', label: 'Type', options: optionChoices(TOOL_TYPES, TOOL_TYPE_LABELS) },
  { key: 'sector', label: 'Sector', options: SECTORS.map((s) => ({ value: s.name, label: s.name })) },
] as const satisfies readonly ChoiceGroup<'price' | 'type' | 'sector'>[];
