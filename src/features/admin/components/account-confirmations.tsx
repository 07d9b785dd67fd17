// The admin's two confirmations (issue 13: blacklisting asks, as deleting does), each naming the account and saying
// what happens. Used by the directory and the admin profile.
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type ConfirmedAction = 'delete' | 'blacklist';

const dialogs: Record<ConfirmedAction, { title: string; confirm: string; pending: string; text: (name: string) => string }> = {
  delete: {
    title: 'Delete user',
    confirm: 'Delete',
    pending: 'Deleting...',
    text: (name) => `Delete ${name}? Their profile, content and uploaded files are removed. This cannot be undone.`,
  },
  blacklist: {
    title: 'Blacklist user',
    confirm: 'BlackList',
    pending: 'Blacklisting...',
    // The server revokes every session in the same commit and every public list leaves blacklisted authors out.
    text: (name) =>
      `Blacklist ${name}? They are signed out at once and cannot sign in, and their profile and content are hidden from everyone until you unblacklist them.`,
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
  const dialog = dialogs[asking?.action ?? 'delete'];
  return (
    <ConfirmDialog
      show={asking !== null}
      title={dialog.title}
      confirmLabel={dialog.confirm}
      pendingLabel={dialog.pending}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {asking ? <p>{dialog.text(asking.name)}</p> : null}
    </ConfirmDialog>
  );
}
