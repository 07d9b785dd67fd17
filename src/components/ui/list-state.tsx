// Loading skeletons, an error with Retry, or the empty text; renders children when there is data.
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { ErrorState } from './error-state';

/** Skeleton bars behind a "Loading" status. */
export function LoadingState({ skeletons = 1 }: { skeletons?: number }) {
  const { t } = useT();
  return (
    <div className="list-state" role="status" aria-live="polite">
      <span className="visually-hidden">{t('Loading')}</span>
      {Array.from({ length: skeletons }, (_, index) => (
        <div key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface ListStateProps {
  isLoading: boolean;
  error?: string | null;
  isEmpty: boolean;
  emptyText: string;
  onRetry?: () => void;
  skeletons?: number;
  children: ReactNode;
}

export function ListState({
  isLoading,
  error,
  isEmpty,
  emptyText,
  onRetry,
  skeletons = 3,
  children,
}: ListStateProps) {
  if (isLoading) return <LoadingState skeletons={skeletons} />;
  if (error) return <ErrorState message={error} onRetry={onRetry} />;
  if (isEmpty) return <p className="list-state list-state--empty">{emptyText}</p>;
  return <>{children}</>;
}

/** A list under its own heading (an h2 labelling the section), in the states ListState shows. */
export function ListSection({ id, title, ...state }: ListStateProps & { id: string; title: string }) {
  return (
    <section className="mt-4" aria-labelledby={id}>
      <h2 id={id} className="h5">
        {title}
      </h2>
      <ListState {...state} />
    </section>
  );
}
