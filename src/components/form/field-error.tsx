// A field's error text, which its control names in aria-describedby (`${id}-error`).
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message}
    </div>
  );
}
