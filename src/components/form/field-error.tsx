// Field errors tied to their control (aria-invalid, aria-describedby) and the one-line required summary.
export function fieldA11y(id: string, message: string | undefined) {
  return message
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': false as const };
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
