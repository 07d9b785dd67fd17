// Sign out of all devices: POST /prop/account/logout-all, then the page signs this browser out too.
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { getErrorMessage } from '@/lib/api-session';
import { useLogoutAllMutation } from '../api/settings-api';

export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void | Promise<void> }) {
  const id = useId();
  const [logoutAll, { isLoading }] = useLogoutAllMutation();
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setError(null);
    try {
      const message = await logoutAll().unwrap();
      toast.success(message, { autoClose: 3000 });
      await onSignedOut();
    } catch (err) {
      setError(getErrorMessage(err, 'We could not sign you out of all devices. Please try again.'));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Sign out of all devices
      </h2>
      <p>Ends every session of your account, on every phone and computer, including this one.</p>
      {error ? (
        <p className="text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-outline-primary" onClick={onClick} disabled={isLoading}>
        {isLoading ? 'Signing out...' : 'Sign out of all devices'}
      </button>
    </section>
  );
}
