// GOV.UK's error summary (docs/journeys.md): after a failed submit (or a step's Next), a box at the top of the form
// headed "There is a problem" lists each error as a link to its field, and takes the focus, so a keyboard or screen
// reader user hears what went wrong and can go straight to it. The fields keep their own messages too.
import { useEffect, useRef } from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useT } from '@/i18n/use-t';

export interface ErrorSummaryProps<T extends FieldValues> {
  errors: FieldErrors<T>;
  /** The control's id for a field name: `binding.idOf` of use-field-binding.ts. */
  idOf: (name: string) => string;
  /** What the field itself says for a message (`binding.shown`: 'Required' for the form's all-fields text). */
  shown?: (message: string) => string;
  /** Counts the failed tries (formState.submitCount, plus a step form's Nexts): each new one moves the focus here. */
  attempt: number;
  /** Only these fields, in this order (a step form lists its step's); the errors' own order otherwise. */
  names?: readonly string[];
}

/** Each field's name and message, nested names (`links.0.url`) included, in the errors' order. */
export function errorEntries(errors: FieldErrors, names?: readonly string[]): [string, string][] {
  const found: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push([path, message]);
    else
      for (const [key, child] of Object.entries(node))
        if (key !== 'ref' && key !== 'type' && key !== 'types') walk(child, path ? `${path}.${key}` : key);
  };
  if (names)
    for (const name of names) {
      const error: { message?: unknown } | undefined = get(errors, name);
      const message = error?.message;
      if (typeof message === 'string' && message) found.push([name, message]);
    }
  else walk(errors, '');
  return found;
}

/**
 * A field's label as the page shows it (translated already), without a required marker. A radio group's is its
 * legend: the link goes to the first radio, whose own label is only one of the choices.
 */
function labelOf(id: string): string {
  const control = document.getElementById(id) as HTMLInputElement | null;
  // A checkbox group (boxes sharing a name, like a call's "Who may apply") is named by its legend as well.
  const grouped =
    control?.type === 'radio' ||
    (control?.type === 'checkbox' && document.getElementsByName(control.name).length > 1);
  const legend = grouped ? control?.closest('fieldset')?.querySelector('legend') : null;
  const label = legend ?? control?.labels?.[0] ?? document.querySelector(`label[for="${CSS.escape(id)}"]`);
  return label?.textContent?.replace(/\s*\*\s*$/, '').trim() ?? '';
}

export function ErrorSummary<T extends FieldValues>({
  errors,
  idOf,
  shown = (message) => message,
  attempt,
  names,
}: ErrorSummaryProps<T>) {
  const { t, translate } = useT();
  const box = useRef<HTMLDivElement>(null);
  const entries = errorEntries(errors, names);
  const failed = entries.length > 0;

  useEffect(() => {
    if (attempt > 0 && failed) box.current?.focus();
    // Only a new try moves the focus: fixing a field as you go must not pull it away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (!failed) return null;
  return (
    <div
      ref={box}
      className="error-summary alert alert-danger"
      tabIndex={-1}
      aria-labelledby={`${idOf('')}summary`}
    >
      <h2 className="h5" id={`${idOf('')}summary`}>
        {t('There is a problem')}
      </h2>
      <ul className="mb-0">
        {entries.map(([name, message]) => {
          const id = idOf(name);
          const label = labelOf(id);
          const text = translate(shown(message));
          return (
            <li key={name}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  const control = document.getElementById(id);
                  if (!control) return;
                  // The field, not the address: a #hash would be a route change for the scroll manager.
                  event.preventDefault();
                  control.scrollIntoView?.({ block: 'center' });
                  control.focus();
                }}
              >
                {label && !text.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${text}` : text}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
