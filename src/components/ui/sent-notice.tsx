// What a dialog shows once its message is sent (an enquiry, a contact message, a report): the confirmation, read
// out as a status, and a Done button that closes the dialog.
import { useT } from '@/i18n/use-t';

export function SentNotice({ message, onDone }: { message: string; onDone: () => void }) {
  const { t } = useT();
  return (
    <div className="text-center py-2">
      <p role="status">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        {t('Done')}
      </button>
    </div>
  );
}
