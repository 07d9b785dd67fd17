// The signed-in account's profile beside the feed (spec section 2): name, expertise, category, bio, skills,
// the Open to work list and View Profile. Creatives and businesses only; nothing for anonymous visitors.
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/use-t';
import { useAppSelector } from '@/app/hooks';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/storage';
import type { AnyProfile } from '@contract/profiles';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function skillNames(profile: AnyProfile): string[] {
  const skills = Array.isArray(profile.skills) ? profile.skills : [];
  return skills
    .map((entry) => {
      if (typeof entry === 'string') return entry;
      const skill = (entry as { skill?: { name?: unknown }; name?: unknown } | null) ?? {};
      return text(skill.skill?.name) ?? text(skill.name);
    })
    .filter((name): name is string => !!name);
}

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function openToWork(profile: AnyProfile): string[] {
  const availability = (profile.availability ?? {}) as { status?: unknown; remote?: unknown };
  const list: string[] = [];
  const status = text(availability.status) ?? text(profile.status);
  if (status && status !== 'public' && status !== 'private') list.push(capitalise(status));
  if (availability.remote === true) list.push('Remote');
  if (availability.remote === false) list.push('On-site');
  return list;
}

export function ProfileSideCard() {
  const { t } = useT('feed');
  const userType = useAppSelector((state) => state.auth.userType);
  // Spec section 6: a stored access token is what counts (the 401 rule clears it outside Redux).
  const signedIn = getToken() !== null;
  const kind = userType === 'user' ? 'creative' : userType === 'business' ? 'business' : null;
  const {
    data: profile,
    isLoading,
    isError,
    refetch,
  } = useGetMyProfileQuery(kind ?? 'creative', { skip: !signedIn || !kind });
  if (!signedIn || !kind) return null;

  if (isLoading) {
    return (
      <aside className="profile-side-card" aria-label={t('Your profile')} aria-busy="true">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--block" />
      </aside>
    );
  }
  if (isError || !profile) {
    return (
      <aside className="profile-side-card" aria-label={t('Your profile')}>
        <p>{t('Something went wrong')}</p>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void refetch()}>
          {t('Retry')}
        </button>
      </aside>
    );
  }

  const name =
    kind === 'business'
      ? (text(profile.registered_name) ?? text(profile.trade_name) ?? t('Your business'))
      : [text(profile.first_name), text(profile.last_name)].filter(Boolean).join(' ') || t('Your profile');
  // A business's sector is what a creative's expertise is (the sector list), its area what a creative's category is
  // (the sector's categories): Expertise shows the sector, Category the area (issue 13 had them swapped).
  const expertise = kind === 'business' ? text(profile.sector) : text(profile.expertise);
  const category = kind === 'business' ? text(profile.area) : text(profile.category);
  const bio = text(profile.bio);
  const skills = skillNames(profile);
  const work = openToWork(profile);
  const image = text(profile.photo) ?? text(profile.logo);

  return (
    <aside className="profile-side-card" aria-labelledby="profile-side-card-name">
      <Avatar src={image} size={72} className="profile-side-card__photo" />
      <h2 id="profile-side-card-name" className="profile-side-card__name">
        {name}
      </h2>
      <dl className="profile-side-card__facts">
        <dt>{t('Expertise')}</dt>
        <dd>{expertise ?? t('Not set')}</dd>
        <dt>{t('Category')}</dt>
        <dd>{category ?? t('Not set')}</dd>
      </dl>
      {bio ? <p className="profile-side-card__bio">{bio}</p> : null}
      <h3 className="profile-side-card__heading">{t('Skills')}</h3>
      {skills.length > 0 ? (
        <ul className="profile-side-card__list">
          {skills.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted small">{t('No skills added yet.')}</p>
      )}
      <h3 className="profile-side-card__heading">{t('Open to work')}</h3>
      {work.length > 0 ? (
        <ul className="profile-side-card__list">
          {work.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted small">{t('Not set')}</p>
      )}
      <Link className="btn btn-outline-primary btn-sm w-100" to={paths.profilePage}>
        {t('View Profile')}
      </Link>
    </aside>
  );
}
