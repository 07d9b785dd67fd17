// Download my data: GET /prop/account/export saved as my-data.json (a Blob and an object URL, no new tab).
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { getErrorMessage } from '@/lib/api-session';
import { useExportAccountMutation } from '../api/settings-api';

export const EXPORT_FILE_NAME = 'my-data.json';

export function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DownloadMyData() {
  const id = useId();
  const [exportAccount, { isLoading }] = useExportAccountMutation();
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setError(null);
    try {
      const data = await exportAccount().unwrap();
      saveJson(data, EXPORT_FILE_NAME);
      toast.success('Your data export is ready.', { autoClose: 3000 });
    } catch (err) {
      setError(getErrorMessage(err, 'We could not prepare your data. Please try again.'));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        Download my data
      </h2>
      <p>
        A JSON file with everything the portal holds on your account: profile, posts, products, skills,
        consents and sessions.
      </p>
      {error ? (
        <p className="text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn-outline-primary" onClick={onClick} disabled={isLoading}>
        {isLoading ? 'Preparing your data...' : 'Download my data'}
      </button>
    </section>
  );
}
