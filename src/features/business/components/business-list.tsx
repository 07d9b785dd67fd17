// Your Business Profile: the businesses the account runs, 'Add a Business' (modal), 'No Business Added' when empty.
// A business account's own business comes first: it is never told 'No Business Added' about itself (issue 13).
import { Suspense, useState } from 'react';
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { useAppSelector } from '@/app/hooks';
import { ListState } from '@/components/ui/list-state';
import { getErrorMessage } from '@/lib/api-session';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { businessOfProfile, useGetMyBusinessesQuery } from '../api/business-api';
import { BusinessCard } from './business-card';

const AddBusinessModal = lazyWithStyles(() => import('./add-business-modal'));

export function BusinessList() {
  // A member's own businesses are an extension (issue 30): a host without them lists the account's own business only.
  const owned = useFeature('owned-businesses');
  const {
    data = [],
    isLoading,
    error,
    refetch,
  } = useGetMyBusinessesQuery(undefined, { skip: owned !== true });
  const [adding, setAdding] = useState(false);
  // Only creatives and businesses add businesses (the server refuses the rest); partners and admins reach this page
  // from the dropdown's Your Business and see their (empty) list with a word on why, not a button that fails.
  const userType = useAppSelector((state) => state.auth.userType);
  const canAdd = userType !== 'partner' && userType !== 'admin';
  const isBusinessAccount = userType === 'business';
  const account = useGetMyProfileQuery('business', { skip: !isBusinessAccount });
  const { t } = useT('business');
  const own = isBusinessAccount ? businessOfProfile(account.data) : null;
  const businesses = own ? [own, ...data] : data;
  return (
    <div>
      {owned !== true ? null : canAdd ? (
        <button type="button" className="btn btn-primary mb-3" onClick={() => setAdding(true)}>
          {t('Add a Business')}
        </button>
      ) : (
        <p className="text-muted">{t('Businesses are added by creative and business accounts.')}</p>
      )}
      <ListState
        isLoading={owned === undefined || isLoading || account.isLoading}
        error={error ? getErrorMessage(error, msg('An error occurred.')) : null}
        isEmpty={businesses.length === 0}
        emptyText={t('No Business Added')}
        onRetry={() => void refetch()}
      >
        <ul className="row g-3 list-unstyled" aria-label={t('Your businesses')}>
          {businesses.map((business) => (
            <li key={business === own ? 'account' : business.id} className="col-12 col-md-6">
              <BusinessCard business={business} />
            </li>
          ))}
        </ul>
      </ListState>
      {adding ? (
        <Suspense fallback={null}>
          <AddBusinessModal show={adding} onHide={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
