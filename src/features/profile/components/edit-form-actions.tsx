// What the Edit My Information forms (creative and business, partner) share: the answer to a save (their buttons are
// the shared SaveActions, components/form/save-actions.tsx).
import { toast } from 'react-toastify';
import { getErrorMessage } from '@/lib/api-session';
import { msg, t } from '@/i18n/runtime';

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
