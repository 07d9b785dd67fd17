// Keeps a create form's draft (text and uploaded images) while it is written: restored when the form opens again,
// saved a moment after each change, removed once the item is created. A dropped network, a closed dialog or a
// reload never loses what was typed (docs/offline.md). The store is IndexedDB (lib/draft-store.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { indexedDbDraftStore, type DraftStore } from '@/lib/draft-store';

export const DRAFT_SAVE_DELAY_MS = 300;

/** Nothing typed or chosen yet: no draft to keep. */
export function isBlankDraft(values: object): boolean {
  return Object.values(values).every(
    (value) =>
      value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0),
  );
}

export interface FormDraft<Values> {
  /** False until the stored draft has been read: the form renders once it is (a few milliseconds). */
  ready: boolean;
  /** The draft the form was filled with, if there was one. */
  restored: Values | undefined;
  /** Forgets the draft (after the item is created). */
  clear: () => Promise<void>;
}

/** `key` null: no draft (an edit form starts from the item itself). */
export function useFormDraft<Values extends FieldValues>(
  key: string | null,
  form: UseFormReturn<Values>,
  store: DraftStore = indexedDbDraftStore,
): FormDraft<Values> {
  const [loaded, setLoaded] = useState<{ key: string | null; draft: Values | undefined } | null>(null);
  const formRef = useRef(form);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (key === null || !store.available) return undefined;
    let active = true;
    let pending: Values | undefined;
    const write = (values: Values) => (isBlankDraft(values) ? store.remove(key) : store.save(key, values));
    void store.load<Values>(key).then((draft) => {
      if (!active) return;
      // The defaults stay the empty form, so the reset after a success empties it.
      if (draft) formRef.current.reset(draft, { keepDefaultValues: true });
      setLoaded({ key, draft });
    });
    const subscription = formRef.current.watch((values) => {
      pending = values as Values;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (pending) void write(pending);
        pending = undefined;
      }, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      active = false;
      subscription.unsubscribe();
      clearTimeout(timer.current);
      // Closing the dialog right after typing still keeps the last words.
      if (pending) void write(pending);
    };
  }, [key, store]);

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    if (key !== null) await store.remove(key);
  }, [key, store]);

  const ready = key === null || !store.available || loaded?.key === key;
  return { ready, restored: ready && key !== null ? loaded?.draft : undefined, clear };
}
