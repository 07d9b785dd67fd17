// What the Edit My Information forms (creative and business, partner) share: the answer to a save and the buttons.
import { toast } from 'react-toastify';
import { CancelAndSubmit } from '@/components/form/fields';
import { getErrorMessage } from '@/lib/api-session';
import { msg, t } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

/**
 * Says how a save went and closes the form after a success. The failure is shown here, not by the error-toast
 * listener: the creative endpoint is shared with the availability card, which shows its failure inline.
 */
export function settleEdit(result: { error: unknown } | { data: unknown }, onDone: () => void) {
  if ('error' in result) {
    toast.error(getErrorMessage(result.error, msg('An error occurred.')));
    return;
  }
  toast.success(t('profile updated'));
  onDone();
}

export function EditFormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  useT('profile'); // re-renders on a language change; t is the runtime's
  return (
    <div className="d-flex justify-content-end gap-2 mt-3">
      <CancelAndSubmit
        onCancel={onCancel}
        cancelText={t('Cancel')}
        className="btn btn-primary"
        pending={pending}
        pendingText={t('Saving...')}
      >
        {t('Save')}
      </CancelAndSubmit>
    </div>
  );
}
