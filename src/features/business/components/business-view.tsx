// The business view (/bussinesspage): a business account's own business profile, else the first business it runs.
import { Link } from 'react-router-dom';
import { ListState } from '@/components/ui/list-state';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-session';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import { useFeature } from '@/lib/capabilities';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { businessOfProfile, useGetMyBusinessesQuery } from '../api/business-api';
import { BusinessCard } from './business-card';

export function BusinessView({ isBusinessAccount }: { isBusinessAccount: boolean }) {
  const account = useGetMyProfileQuery('business', { skip: !isBusinessAccount });
  // A member's own businesses are an extension (issue 30): not asked of a host without them.
  const owned = useFeature('owned-businesses');
  const mine = useGetMyBusinessesQuery(undefined, { skip: isBusinessAccount || owned !== true });
  const { t } = useT('business');
  const query = isBusinessAccount ? account : mine;
  const business = isBusinessAccount ? businessOfProfile(account.data) : (mine.data?.[0] ?? null);
  return (
    <ListState
      isLoading={query.isLoading || (!isBusinessAccount && owned === undefined)}
      error={query.error ? getErrorMessage(query.error, msg('An error occurred.')) : null}
      isEmpty={!business}
      emptyText={t('No Business Added')}
      onRetry={() => void query.refetch()}
    >
      {business ? <BusinessCard business={business} /> : null}
      <p className="mt-3">
        <Link to={paths.businessProfile}>{t('Your Business Profile')}</Link>
      </p>
    </ListState>
  );
}
