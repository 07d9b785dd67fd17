// The footer of the two-column forms (add a business, edit my information): Cancel (when the form can be left) and
// Save, which says "Saving..." while the request runs.
import { useT } from '@/i18n/use-t';
import { CancelAndSubmit } from './fields';

export function SaveActions({ pending, onCancel }: { pending: boolean; onCancel?: () => void }) {
  const { t } = useT();
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
