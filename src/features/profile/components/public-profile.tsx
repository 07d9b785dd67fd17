// Public profile (/profile/{id}, /publicProfile/{refId}): route state {profile, type} shows at once; the profile is
// (re)loaded by id alone so a shared link works. Admins also see the fields of spec section 6 and an experience panel.
// A creative's or business's profile is a portfolio (issue 31): Verified, Contact and WhatsApp, availability and
// links, a grid of their posts' images, their products, and trainings completed once a host sends them.
import { getErrorMessage } from '@/lib/api-session';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { inferKind, useGetPublicProfileQuery } from '../api/profile-api';
import { adminFields, displayName } from './profile-format';
import { ExperiencePanel, FieldList, NeedsCard, ProfileHeader, SkillsList } from './profile-parts';
import { AvailabilityAndLinks, CompletedTrainings, PostsGrid, ProductsGrid } from './portfolio';
import { ProfileContact } from './profile-contact';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { ReportLink } from '@/components/report/report-link';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/list-state';

export interface PublicProfileProps {
  id: string;
  stateProfile?: AnyProfile | null;
  stateType?: string | null;
  isAdmin: boolean;
}

const kinds: readonly ProfileKind[] = ['creative', 'business', 'partner'];

export function PublicProfileView({ id, stateProfile, stateType, isAdmin }: PublicProfileProps) {
  const validId = /^\d+$/.test(id);
  const { data, error, isLoading, refetch } = useGetPublicProfileQuery(id, { skip: !validId });
  // The last hook: it suspends until the catalogue is here, and React's replay after a conditional use() breaks
  // the hooks that follow it ("Update hook called on initial render").
  const { t } = useT('profile');
  const fromState = stateProfile ?? null;
  const profile = data?.profile ?? fromState;
  const kind: ProfileKind =
    data?.type ??
    (kinds.includes(stateType as ProfileKind) ? (stateType as ProfileKind) : inferKind(fromState));
  const notFound = !validId || (!!error && 'status' in error && error.status === 404);

  if (!profile) {
    if (isLoading) {
      return <LoadingState />;
    }
    if (notFound) {
      return (
        <div className="list-state">
          <h1 className="h3">{t('Profile not found')}</h1>
          <p>{t('This profile does not exist or is no longer public.')}</p>
        </div>
      );
    }
    return (
      <ErrorState
        message={getErrorMessage(error, msg('An error occurred while verifying the user.'))}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <div className="row g-3">
      <div className="col-12">
        <ProfileHeader
          profile={profile}
          kind={kind}
          badgeSlot={profile.verified === true ? <VerifiedBadge className="fs-6 align-middle" /> : null}
        />
        {validId ? (
          <ProfileContact
            profile={profile}
            kind={kind}
            memberId={Number(id)}
            name={displayName(profile, kind)}
          />
        ) : null}
        <ReportLink
          itemType={kind}
          itemId={Number(id)}
          ownerId={Number(id)}
          title={displayName(profile, kind)}
          className="text-end"
        />
      </div>
      <div className={isAdmin ? 'col-12 col-lg-8' : 'col-12'}>
        {isAdmin ? <FieldList title={t('Admin details')} fields={adminFields(profile, kind)} /> : null}
        {isAdmin && kind !== 'partner' ? <NeedsCard profile={profile} /> : null}
        <AvailabilityAndLinks profile={profile} kind={kind} />
        <SkillsList profile={profile} />
        <PostsGrid profile={profile} />
        <ProductsGrid profile={profile} memberId={id} />
        <CompletedTrainings profile={profile} />
      </div>
      {isAdmin ? (
        <aside className="col-12 col-lg-4" aria-label={t('Experience side panel')}>
          <ExperiencePanel profile={profile} kind={kind} />
        </aside>
      ) : null}
    </div>
  );
}
