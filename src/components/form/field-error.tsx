// A field's error text, which its control names in aria-describedby (`${id}-error`). Validation messages are
// written in English (the yup schemas, marked with msg()) and shown in the portal's language here.
import { useT } from '@/i18n/use-t';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { translate } = useT();
  if (!message) return null;
  return (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {translate(message)}
    </div>
  );
}
