// Building blocks shared by the own, public and admin profile screens: header, field list, skills, needs, posts.
import type { ReactNode } from 'react';
import type { ProfileKind } from '@contract/accounts';
import type { AnyProfile } from '@contract/profiles';
import { LabelValueList } from '@/components/ui/label-value-list';
import { useT } from '@/i18n/use-t';
import { optionText } from './option-texts';
import {
  categoryOf,
  industryText,
  displayName,
  needsOf,
  photoOf,
  placesOf,
  postsOf,
  skillNames,
  str,
  type Field,
  type PostSummary,
} from './profile-format';
import { referenceName } from '@/lib/reference-names';
import { firstGrapheme } from '@/lib/graphemes';

export function ProfileHeader({
  profile,
  kind,
  coverSlot,
  photoSlot,
  badgeSlot,
  headingLevel = 1,
}: {
  profile: AnyProfile;
  kind: ProfileKind;
  coverSlot?: ReactNode;
  photoSlot?: ReactNode;
  /** Beside the name: the public profile's Verified badge (issue 31). */
  badgeSlot?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const { t } = useT('profile');
  const name = displayName(profile, kind);
  const cover = str(profile.cover_photo);
  const photo = photoOf(profile, kind);
  const category = categoryOf(profile, kind);
  const places = placesOf(profile, kind);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="card mb-3 profile-header">
      <div className="profile-header__cover">
        {cover ? (
          <img
            src={cover}
            alt={t('{{name}} cover', { name })}
            width={1200}
            height={300}
            className="w-100 object-fit-cover rounded-top"
            style={{ height: 200 }}
          />
        ) : (
          <div className="bg-secondary-subtle rounded-top" style={{ height: 120 }} aria-hidden="true" />
        )}
        {coverSlot ? <div className="px-3 pt-2">{coverSlot}</div> : null}
      </div>
      <div className="card-body d-flex flex-wrap gap-3 align-items-end">
        <div className="profile-header__photo">
          {photo ? (
            <img src={photo} alt={name} width={112} height={112} className="rounded-circle border" />
          ) : (
            <span
              className="d-inline-flex align-items-center justify-content-center rounded-circle bg-secondary-subtle fs-2"
              style={{ width: 112, height: 112 }}
              aria-hidden="true"
            >
              {firstGrapheme(name)}
            </span>
          )}
          {photoSlot}
        </div>
        <div className="flex-grow-1">
          <Heading className="h3 mb-1">
            {name}
            {badgeSlot ? <> {badgeSlot}</> : null}
          </Heading>
          {category ? <p className="mb-1 text-body-secondary">{category}</p> : null}
          {places.length > 0 ? (
            <dl className="profile-header__places mb-0">
              {places.map((place) => (
                <div key={place.label} className="d-flex flex-wrap gap-1">
                  <dt className="fw-normal text-body-secondary">{place.label}</dt>
                  <dd className="mb-0 fw-semibold">{place.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>
      {str(profile.bio) ? (
        <div className="card-body pt-0">
          <h2 className="h6">{t('Bio')}</h2>
          <p className="mb-0 profile-bio">{str(profile.bio)}</p>
        </div>
      ) : null}
    </div>
  );
}

export function FieldList({ title, fields }: { title: string; fields: Field[] }) {
  const { t } = useT('profile');
  const shown = fields.filter((field) => field.value);
  return (
    <section className="card mb-3" aria-label={title}>
      <div className="card-body">
        <h2 className="h5">{title}</h2>
        {shown.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('Nothing added yet.')}</p>
        ) : (
          <dl className="row mb-0">
            {shown.map((field) => (
              <div key={field.label} className="col-12 col-md-6 mb-2">
                <dt className="small text-body-secondary">{field.label}</dt>
                <dd className="mb-0 text-break">
                  {field.href ? (
                    <a href={field.href} target="_blank" rel="noopener noreferrer">
                      {field.value}
                    </a>
                  ) : (
                    field.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}

export function NeedsCard({ profile }: { profile: AnyProfile }) {
  const { t } = useT('profile');
  const needs = needsOf(profile);
  return (
    <section className="card mb-3" aria-label={t('Support needs')}>
      <div className="card-body">
        <h2 className="h5">{t('Support needs')}</h2>
        {needs.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('No support needs added.')}</p>
        ) : (
          <ul className="mb-0">
            {needs.map((need) => (
              <li key={need.label}>
                <strong>{need.label}</strong>
                {need.detail ? `: ${need.detail}` : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function SkillsList({ profile }: { profile: AnyProfile }) {
  const { t } = useT('profile');
  const skills = skillNames(profile);
  return (
    <section className="card mb-3" aria-label={t('Skills')}>
      <div className="card-body">
        <h2 className="h5">{t('Skills')}</h2>
        {skills.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('No skills added.')}</p>
        ) : (
          <ul className="list-inline mb-0">
            {skills.map((skill) => (
              <li key={skill} className="list-inline-item badge text-bg-light border mb-1">
                {optionText(skill)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** `actions`: what the app puts under each post (Edit and Delete on the signed-in author's own profile). */
export function PostsList({
  profile,
  actions,
}: {
  profile: AnyProfile;
  actions?: (post: PostSummary) => ReactNode;
}) {
  const { t } = useT('profile');
  const posts = postsOf(profile);
  return (
    <section className="card mb-3" aria-label={t('Posts')}>
      <div className="card-body">
        <h2 className="h5">{t('Posts')}</h2>
        {posts.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('No posts yet.')}</p>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {posts.map((post) => (
              <li key={post.id} className="border rounded p-2">
                <h3 className="h6 mb-1">{post.title}</h3>
                <p className="mb-1 small">{post.description}</p>
                {post.images[0] ? (
                  <img
                    src={post.images[0]}
                    alt={post.title}
                    width={320}
                    height={180}
                    loading="lazy"
                    className="img-fluid rounded"
                  />
                ) : null}
                {actions?.(post)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Admin side panel: the account's experience (spec section 2 "Admins also see a side panel of experience"). */
export function ExperiencePanel({ profile, kind }: { profile: AnyProfile; kind: ProfileKind }) {
  const { t } = useT('profile');
  const rows: [string, string][] =
    kind === 'creative'
      ? [
          [t('Expertise'), referenceName(str(profile.expertise))],
          [t('Category'), referenceName(str(profile.category))],
          [t('Skill level'), optionText(str(profile.skill_level))],
          [t('Employment status'), optionText(str(profile.employment_status))],
          [t('Education level'), optionText(str(profile.level_of_education))],
        ]
      : kind === 'business'
        ? [
            [t('Sector'), referenceName(str(profile.sector))],
            [t('Area'), referenceName(str(profile.area))],
            [t('Address'), str(profile.address)],
          ]
        : [
            [t('Industry'), industryText(profile.industry)],
            [t('Partner type'), str(profile.partner_type)],
          ];
  const shown = rows.filter(([, value]) => value);
  return (
    <section className="card mb-3" aria-label={t('Experience')}>
      <div className="card-body">
        <h2 className="h5 text-uppercase">{t('Experience')}</h2>
        <LabelValueList rows={shown} emptyText={t('No experience recorded.')} />
      </div>
    </section>
  );
}
