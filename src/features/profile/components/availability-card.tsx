// Availability card: full time, part time or contract, and remote yes/no (saved through edit_profile).
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { AVAILABILITY_STATUSES } from '@contract/options';
import { CardSection } from '@/components/ui/card-section';
import { getErrorMessage } from '@/lib/api-session';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { optionsOf, optionText } from './option-texts';
import type { AnyProfile } from '@contract/profiles';
import { useEditCreativeProfileMutation } from '../api/profile-api';

export function AvailabilityCard({ profile, editable }: { profile: AnyProfile; editable: boolean }) {
  const id = useId();
  const current = (profile.availability ?? {}) as { status?: string | null; remote?: boolean | null };
  const [status, setStatus] = useState(current.status ?? '');
  const [remote, setRemote] = useState(current.remote == null ? '' : current.remote ? 'yes' : 'no');
  const [save, { isLoading }] = useEditCreativeProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const { t } = useT('profile');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save({ availability: { status, remote: remote === '' ? null : remote === 'yes' } });
    if ('error' in result) setError(getErrorMessage(result.error, msg('An error occurred.')));
    else {
      setError(null);
      toast.success(t('profile updated'));
    }
  };

  return (
    <CardSection id={`${id}-title`} title={t('Availability')}>
      {editable ? (
        <form onSubmit={onSubmit} className="d-grid gap-2">
          <div>
            <label htmlFor={`${id}-status`} className="form-label">
              {t('Open to')}
            </label>
            <select
              id={`${id}-status`}
              className="form-select"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <option value="">{t('Not set')}</option>
              {optionsOf(AVAILABILITY_STATUSES).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-remote`} className="form-label">
              {t('Remote')}
            </label>
            <select
              id={`${id}-remote`}
              className="form-select"
              value={remote}
              onChange={(e) => setRemote(e.target.value)}
            >
              <option value="">{t('Not set')}</option>
              <option value="yes">{t('Yes')}</option>
              <option value="no">{t('No')}</option>
            </select>
          </div>
          {error ? (
            <p className="text-danger small mb-0" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-outline-primary" disabled={isLoading}>
            {isLoading ? t('Saving...') : t('Save availability')}
          </button>
        </form>
      ) : (
        <ul className="mb-0">
          <li>
            {current.status
              ? t('Open to {{status}} work', { status: optionText(current.status) })
              : t('Availability not set')}
          </li>
          <li>
            {current.remote == null
              ? t('Remote: not set')
              : current.remote
                ? t('Remote: yes')
                : t('Remote: no')}
          </li>
        </ul>
      )}
    </CardSection>
  );
}
