// One account action of the settings page: a titled section, what the action does, its error and its button.
import { useId, type ReactNode } from 'react';
import { ServerErrorText } from '@/components/form/fields';

export function ActionSection({
  title,
  children,
  error,
  pending,
  pendingText,
  buttonText,
  onClick,
}: {
  title: string;
  /** What the action does, above its button. */
  children: ReactNode;
  error: string | null;
  pending: boolean;
  pendingText: string;
  buttonText: string;
  onClick: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {title}
      </h2>
      {children}
      <ServerErrorText message={error} />
      <button type="button" className="btn btn-outline-primary" onClick={onClick} disabled={pending}>
        {pending ? pendingText : buttonText}
      </button>
    </section>
  );
}
