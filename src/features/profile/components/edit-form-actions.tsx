// What the Edit My Information forms (creative and business, partner) share: the answer to a save and the buttons.
import { toast } from 'react-toastify';
import { getErrorMessage } from '@/lib/api-session';

/**
 * Says how a save went and closes the form after a success. The failure is shown here, not by the error-toast
 * listener: the creative endpoint is shared with the availability card, which shows its failure inline.
 */
export function settleEdit(result: { error: unknown } | { data: unknown }, onDone: () => void) {
  if ('error' in result) {
    toast.error(getErrorMessage(result.error, 'An error occurred.'));
    return;
  }
  toast.success('profile updated');
  onDone();
}

export function EditFormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="d-flex justify-content-end gap-2 mt-3">
      <button type="button" className="btn btn-light border" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving...' : 'Save'}
      </button>
    </div>
  );
}
