// A react-hook-form form whose values are kept for the tab's session while it is filled in (lib/journey-drafts.ts):
// the form starts from `initialValues(key, defaults)` and every change is written back, never a password.
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { clearJourneyDraft, readJourneyDraft, saveJourneyDraft } from '@/lib/journey-drafts';

/** The form's defaults with what this tab kept of the journey on top (for useForm's defaultValues). */
export function journeyDefaults<T extends object>(key: string, defaults: T): T {
  return { ...defaults, ...readJourneyDraft<T>(key) };
}

/** Keeps the form's values under `key` as they change; returns the clear for a success. */
export function useJourneyDraft<T extends FieldValues>(
  key: string,
  watch: UseFormWatch<T>,
  omit: readonly string[] = [],
): () => void {
  const omitted = useRef(omit);
  const done = useRef(false);
  useEffect(() => {
    const subscription = watch((values) => {
      if (!done.current) saveJourneyDraft(key, values, omitted.current);
    });
    return () => subscription.unsubscribe();
  }, [key, watch]);
  return () => {
    done.current = true;
    clearJourneyDraft(key);
  };
}
