// Admin profile view (/adminprofile/{refId}): a creative or business (by the user type passed), with the EXPERIENCE
// card and the BlackList Creator card (blacklisting asks first, issue 13).
import { useState } from 'react';
import { toast } from 'react-toastify';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { getErrorMessage } from '@/lib/api-session';
import { useGetAdminAccountQuery, useSetBlacklistedMutation, type AdminKind } from '../api/admin-api';
import { AccountConfirmation } from './account-confirmations';
import { accountState, entryName } from './account-state';
import { LabelValueList } from '@/components/ui/label-value-list';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/list-state';
import { referenceName } from '@/lib/reference-names';

export function AdminProfile({ id, kind }: { id: string; kind: AdminKind }) {
  const { t } = useT('admin');
  const { data, isLoading, error, refetch } = useGetAdminAccountQuery(
    { kind, id },
    { skip: !/^\d+$/.test(id) },
  );
  const [setBlacklisted, { isLoading: saving }] = useSetBlacklistedMutation();
  const [asking, setAsking] = useState(false);

  if (isLoading) {
    return <LoadingState />;
  }
  if (error || !data) {
    const notFound = !data && (!error || ('status' in error && error.status === 404));
    return (
      <ErrorState
        message={notFound ? t('User not found.') : getErrorMessage(error, msg('An error occurred.'))}
        onRetry={notFound ? undefined : () => void refetch()}
      />
    );
  }

  const name = entryName(data, kind);
  const blacklisted = data.is_blacklisted === true;
  const photo = data.photo || data.logo || '';
  const experience: [string, string][] = (
    kind === 'business'
      ? [
          [t('Sector'), referenceName(data.sector)],
          [t('Area'), referenceName(data.area)],
          [t('Address'), data.address ?? ''],
          [t('Location'), [data.lga, data.state].filter(Boolean).join(', ')],
        ]
      : [
          [t('Expertise'), referenceName(data.expertise)],
          [t('Category'), referenceName(data.category)],
          [t('Skill level'), data.skill_level ?? ''],
          [t('Employment status'), data.employment_status ?? ''],
          [t('Education level'), data.level_of_education ?? ''],
          [t('Location'), [data.lga_origin, data.origin_state].filter(Boolean).join(', ')],
        ]
  ).filter(([, value]) => value) as [string, string][];

  const toggle = async () => {
    const result = await setBlacklisted({ kind, id: Number(id), blacklisted: !blacklisted });
    setAsking(false);
    // A failure is toasted by the error-toast listener (admin-api.ts).
    if (!('error' in result))
      toast.success(
        blacklisted ? t('User removed from blacklist successfully') : t('User blacklisted successfully'),
      );
  };

  return (
    <div className="row g-3">
      <div className="col-12 col-lg-8">
        <section className="card mb-3" aria-label={t('Profile')}>
          <div className="card-body d-flex gap-3 align-items-center">
            {photo ? <img src={photo} alt={name} width={80} height={80} className="rounded-circle" /> : null}
            <div>
              <h2 className="h4 mb-1">{name}</h2>
              <p className="mb-1 text-break">{data.email}</p>
              {data.phone_number ? <p className="mb-1">{data.phone_number}</p> : null}
              <span className="badge text-bg-secondary">{t(accountState(data))}</span>
            </div>
          </div>
          {data.bio ? <p className="card-body pt-0 mb-0">{data.bio}</p> : null}
        </section>
        <section className="card mb-3" aria-label={t('Experience')}>
          <div className="card-body">
            <h2 className="h5">{t('EXPERIENCE')}</h2>
            <LabelValueList rows={experience} emptyText={t('No experience recorded.')} />
          </div>
        </section>
      </div>
      <div className="col-12 col-lg-4">
        <section className="card mb-3" aria-label={t('BlackList Creator')}>
          <div className="card-body">
            <h2 className="h5">{t('BlackList Creator')}</h2>
            <p className="small">
              {blacklisted
                ? t('This account is blacklisted: it cannot sign in and is hidden from every public list.')
                : t('Blacklisting signs the account out at once and hides it from every public list.')}
            </p>
            <button
              type="button"
              className={`btn ${blacklisted ? 'btn-outline-primary' : 'btn-danger'}`}
              onClick={() => (blacklisted ? void toggle() : setAsking(true))}
              disabled={saving}
            >
              {blacklisted ? t('Unblacklist') : t('BlackList')}
            </button>
          </div>
        </section>
        <AccountConfirmation
          asking={asking ? { action: 'blacklist', name } : null}
          pending={saving}
          onConfirm={() => void toggle()}
          onCancel={() => setAsking(false)}
        />
      </div>
    </div>
  );
}
