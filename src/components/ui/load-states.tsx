// The loading and failed states of a page or a list: skeleton bars behind a "Loading" status, or the error
// with its Retry button. Small on purpose: the eager feed uses them too.
export function LoadingState({ skeletons = 1 }: { skeletons?: number }) {
  return (
    <div className="list-state" role="status" aria-live="polite">
      <span className="visually-hidden">Loading</span>
      {Array.from({ length: skeletons }, (_, index) => (
        <div key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="list-state list-state--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
