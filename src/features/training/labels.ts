// contract/options.ts's event locations, marked for the training catalogue (the same English; a unit test keeps them
// equal) and shown in the visitor's language.
import { optionLabel, type EventLocation } from '@contract/options';
import { msg, t } from '@/i18n/runtime';

export const EVENT_LOCATION_TEXT = {
  Online: msg('Online'),
  Offline: msg('Offline'),
} satisfies Record<EventLocation, string>;

/** A stored location as people read it in the current language (a value the portal does not know, as sent). */
export function locationLabel(value: string | null | undefined): string {
  const label = optionLabel(EVENT_LOCATION_TEXT, value);
  return label && t(label);
}
