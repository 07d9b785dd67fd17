// Loading skeletons, an error with Retry, or the empty text; renders children when there is data.
import type { ReactNode } from 'react';

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
  if (isLoading) {
    return (
      <div className="list-state" role="status" aria-live="polite">
        <span className="visually-hidden">Loading</span>
        {Array.from({ length: skeletons }, (_, index) => (
          <div key={index} className="skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="list-state list-state--error" role="alert">
        <p>{error}</p>
        {onRetry ? (
          <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
            Retry
          </button>
        ) : null}
      </div>
    );
  }
  if (isEmpty) return <p className="list-state list-state--empty">{emptyText}</p>;
  return <>{children}</>;
}
