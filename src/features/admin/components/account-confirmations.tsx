// The admin's two confirmations (issue 13: blacklisting asks, as deleting does), each naming the account and saying
// what happens. Used by the directory and the admin profile.
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';

export type ConfirmedAction = 'delete' | 'blacklist';

/** Each text is shown through t(); `text` has the account's name as {{name}}. */
const dialogs: Record<ConfirmedAction, { title: string; confirm: string; pending: string; text: string }> = {
  delete: {
    title: msg('Delete user'),
    confirm: msg('Delete'),
    pending: msg('Deleting...'),
    text: msg(
      'Delete {{name}}? Their profile, content and uploaded files are removed. This cannot be undone.',
    ),
  },
  blacklist: {
    title: msg('Blacklist user'),
    confirm: msg('BlackList'),
    pending: msg('Blacklisting...'),
    // The server revokes every session in the same commit and every public list leaves blacklisted authors out.
    text: msg(
      'Blacklist {{name}}? They are signed out at once and cannot sign in, and their profile and content are hidden from everyone until you unblacklist them.',
    ),
  },
};

export interface AccountConfirmationProps {
  /** The action asked about and the account's name; null: no dialog. */
  asking: { action: ConfirmedAction; name: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AccountConfirmation({ asking, pending, onConfirm, onCancel }: AccountConfirmationProps) {
  const { t } = useT('admin');
  const dialog = dialogs[asking?.action ?? 'delete'];
  return (
    <ConfirmDialog
      show={asking !== null}
      title={t(dialog.title)}
      confirmLabel={t(dialog.confirm)}
      pendingLabel={t(dialog.pending)}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {asking ? <p>{t(dialog.text, { name: asking.name })}</p> : null}
    </ConfirmDialog>
  );
}
