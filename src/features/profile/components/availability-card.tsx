// Availability card: full time, part time or contract, and remote yes/no (saved through edit_profile).
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { AVAILABILITY_STATUSES } from '@contract/options';
import { getErrorMessage } from '@/lib/api-session';
import type { AnyProfile } from '@contract/profiles';
import { useEditCreativeProfileMutation } from '../api/profile-api';

export function AvailabilityCard({ profile, editable }: { profile: AnyProfile; editable: boolean }) {
  const id = useId();
  const current = (profile.availability ?? {}) as { status?: string | null; remote?: boolean | null };
  const [status, setStatus] = useState(current.status ?? '');
  const [remote, setRemote] = useState(current.remote == null ? '' : current.remote ? 'yes' : 'no');
  const [save, { isLoading }] = useEditCreativeProfileMutation();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ availability: { status, remote: remote === '' ? null : remote === 'yes' } });
    if ('error' in result) setError(getErrorMessage(result.error, 'An error occurred.'));
    else {
      setError(null);
      toast.success('profile updated');
    }
  };

  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">
          Availability
        </h2>
        {editable ? (
          <form onSubmit={onSubmit} className="d-grid gap-2">
            <div>
              <label htmlFor={`${id}-status`} className="form-label">
                Open to
              </label>
              <select id={`${id}-status`} className="form-select" value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value="">Not set</option>
                {AVAILABILITY_STATUSES.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-remote`} className="form-label">
                Remote
              </label>
              <select id={`${id}-remote`} className="form-select" value={remote} onChange={(e) => setRemote(e.target.value)}>
                <option value="">Not set</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            </div>
            {error ? (
              <p className="text-danger small mb-0" role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className="btn btn-outline-primary" disabled={isLoading}>
              {isLoading ? 'Saving...' : 'Save availability'}
            </button>
          </form>
        ) : (
          <ul className="mb-0">
            <li>{current.status ? `Open to ${current.status} work` : 'Availability not set'}</li>
            <li>Remote: {current.remote == null ? 'not set' : current.remote ? 'yes' : 'no'}</li>
          </ul>
        )}
      </div>
    </section>
  );
}
