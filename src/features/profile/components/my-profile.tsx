// Your Profile (/profilepage): the signed-in account's profile by kind, with images, information, skills and cards.
import { lazyWithStyles } from '@/lib/lazy-with-styles';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-session';
import { msg } from '@/i18n/runtime';
import { useT } from '@/i18n/use-t';
import type { ProfileKind } from '@contract/accounts';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';
import { AvailabilityCard } from './availability-card';
import { ContactCard } from './contact-card';
import { IdentityVerificationCard } from './identity-verification-card';
import { ImageUpload } from './image-upload';
import { ownFields, type PostSummary } from './profile-format';
import { FieldList, NeedsCard, PostsList, ProfileHeader } from './profile-parts';
import { SkillsEditor } from './skills-editor';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/list-state';

const EditInfoModal = lazyWithStyles(() => import('./edit-info-modal'));

export interface MyProfileProps {
  kind: ProfileKind;
  onForbidden: () => void;
  /** Under each of the account's posts: Edit and Delete (the app lends the feed's, issue 14). */
  postActions?: (post: PostSummary) => ReactNode;
}

export function MyProfile({ kind, onForbidden, postActions }: MyProfileProps) {
  const { data: profile, error, isLoading, refetch } = useGetMyProfileQuery(kind);
  const [editing, setEditing] = useState(false);
  const forbidden = !!error && 'status' in error && error.status === 403;

  useEffect(() => {
    if (forbidden) onForbidden(); // spec section 4: a 403 on profile load signs the user out
  }, [forbidden, onForbidden]);
  const { t } = useT('profile');

  if (isLoading) {
    return <LoadingState skeletons={2} />;
  }
  if (error || !profile) {
    return (
      <ErrorState
        message={getErrorMessage(error, msg('An error occurred.'))}
        onRetry={() => void refetch()}
      />
    );
  }

  // Skills belong to creatives and businesses (spec section 1); partners have none, so no Skills card at all.
  const hasSkills = kind !== 'partner';
  return (
    <div className="row g-3">
      <div className="col-12">
        {kind === 'partner' && profile.approved !== true ? (
          <p className="alert alert-warning" role="status">
            {t('Your partner account is awaiting approval.')}
          </p>
        ) : null}
        <ProfileHeader
          profile={profile}
          kind={kind}
          headingLevel={2}
          coverSlot={<ImageUpload field="cover_image" />}
          photoSlot={<ImageUpload field="profile_image" />}
        />
        <button type="button" className="btn btn-primary mb-3" onClick={() => setEditing(true)}>
          {t('Edit My Information')}
        </button>
      </div>
      <div className="col-12 col-lg-8">
        <FieldList title={t('Your information')} fields={ownFields(profile, kind)} />
        {kind !== 'partner' ? <NeedsCard profile={profile} /> : null}
        {hasSkills ? <SkillsEditor /> : null}
        <PostsList profile={profile} actions={postActions} />
      </div>
      <div className="col-12 col-lg-4">
        {kind === 'creative' ? <AvailabilityCard profile={profile} editable /> : null}
        {kind === 'business' ? <IdentityVerificationCard profile={profile} /> : null}
        {kind === 'partner' ? <ContactCard profile={profile} /> : null}
        {/* Partners are organisations, not businesses' owners: no Business profile card (issue 31). */}
        {kind !== 'partner' ? (
          <section className="card mb-3" aria-label={t('Business profile')}>
            <div className="card-body">
              <h2 className="h5">{t('Business profile')}</h2>
              <p className="small">{t('Add and see the businesses you run.')}</p>
              <Link to={paths.businessProfile} className="btn btn-outline-primary btn-sm">
                {t('Your Business Profile')}
              </Link>
            </div>
          </section>
        ) : null}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <EditInfoModal show={editing} onHide={() => setEditing(false)} profile={profile} kind={kind} />
        </Suspense>
      ) : null}
    </div>
  );
}
