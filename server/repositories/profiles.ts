// Profiles of creatives, businesses and partners: own profile, public views, edits, images, owned businesses.
// Identity hashes are never selected; the last 4 digits are the most any view carries.
import { sql, type Transaction, type Updateable } from 'kysely';
import type { DB } from '../db/database';
import {
  PROFILE_TABLE_OF,
  type BusinessProfileTable,
  type CreativeProfileTable,
  type Database,
  type PartnerProfileTable,
} from '../db/tables';
import type { ProfileKind } from '../../contract/accounts';
import { creativeDetailProperties, partnerDetailProperties } from '../../contract/auth-user';
import {
  BUSINESS_DETAIL_FIELDS,
  BUSINESS_FULL_FIELDS,
  BUSINESS_PUBLIC_FIELDS,
  CREATIVE_FULL_FIELDS,
  CREATIVE_PUBLIC_FIELDS,
  PARTNER_FULL_FIELDS,
  PARTNER_PUBLIC_FIELDS,
  type ProfileOf,
  type ProfilePost,
} from '../../contract/profiles';
import { SUPPORT_NEED_FIELDS } from '../../contract/support-types';
import type { OwnedBusiness } from '../../contract/businesses';
import { publicImageUrl, withPublicProfileImages, type UploadUrls } from '../lib/image-store';
import { deleteOwnRow } from './accounts';
import { listSkills } from './skills';

type Executor = DB | Transaction<Database>;
/** 'public': what anyone may see; 'full': the owner and admins (contact, identity last 4, needs, state). */
export type Scope = 'public' | 'full';

export const PROFILE_POSTS_LIMIT = 50;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** `row`'s `keys`: typed, so a field the contract lists but the query does not select fails the build. */
function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = row[key];
  return out;
}

/** A kind's profile without its skills and posts (loadProfile adds them), in the scope's fields. */
type ProfileView<K extends ProfileKind> = Omit<ProfileOf<K>, 'skills' | 'posts'>;

/** The view of a row: its public fields, and in the full scope its full ones too (the contract's lists). */
function viewOf<T extends object, P extends keyof T, F extends keyof T>(
  row: T,
  scope: Scope,
  publicFields: readonly P[],
  fullFields: readonly F[],
): Pick<T, P> | Pick<T, P | F> {
  return scope === 'full' ? pick(row, [...publicFields, ...fullFields]) : pick(row, publicFields);
}

/** `p.<column>` for each of `columns`, the profile table joined as p. */
const profileColumns = <const C extends string>(columns: readonly C[]) =>
  columns.map((c) => `p.${c}` as const);

const SOCIAL_COLUMNS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;
/** What creatives and businesses both have: contact, links, support needs, the identity check's last 4. */
const MEMBER_COLUMNS = profileColumns([
  'bio',
  'phone_number',
  'cover_photo',
  'website',
  ...SOCIAL_COLUMNS,
  ...SUPPORT_NEED_FIELDS,
  'identity_last4',
]);
// The hash is stored only after a successful check (server/services/identity.ts): a yes/no, never the number.
const verified = sql<boolean>`p.identity_hash is not null`.as('verified');

/** One account of a kind, with its own columns; the caller joins its profile table as p. */
function accountOfKind(db: Executor, kind: ProfileKind, id: number) {
  return db
    .selectFrom('accounts')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.is_activated',
      'accounts.is_blacklisted',
      'accounts.status',
      'accounts.approved',
      'accounts.created_at',
    ])
    .where('accounts.id', '=', id)
    .where('accounts.kind', '=', kind);
}

// ---------------------------------------------------------------- creatives
export async function findCreative(db: Executor, id: number) {
  const row = await accountOfKind(db, 'creative', id)
    .innerJoin('creative_profiles as p', 'p.account_id', 'accounts.id')
    .select([
      ...profileColumns([
        'first_name',
        'last_name',
        'gender',
        'photo',
        'availability_status',
        'availability_remote',
      ]),
      ...profileColumns(Object.keys(creativeDetailProperties) as (keyof typeof creativeDetailProperties)[]),
      ...MEMBER_COLUMNS,
      'p.verification_method as verification_type',
      sql<string | null>`p.date_of_birth::text`.as('date_of_birth'),
      verified,
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { availability_status, availability_remote, ...rest } = row;
  return {
    ...rest,
    account: 'creative' as const,
    created_at: iso(row.created_at),
    availability: { status: availability_status, remote: availability_remote },
  };
}

// ---------------------------------------------------------------- businesses
export async function findBusiness(db: Executor, id: number) {
  const row = await accountOfKind(db, 'business', id)
    .innerJoin('business_profiles as p', 'p.account_id', 'accounts.id')
    .select([
      ...profileColumns([...BUSINESS_DETAIL_FIELDS, 'logo']),
      ...MEMBER_COLUMNS,
      'p.verification_type',
      verified,
    ])
    .executeTakeFirst();
  return row ? { ...row, account: 'business' as const, created_at: iso(row.created_at) } : undefined;
}

// ---------------------------------------------------------------- partners
export async function findPartner(db: Executor, id: number) {
  const row = await accountOfKind(db, 'partner', id)
    .innerJoin('partner_profiles as p', 'p.account_id', 'accounts.id')
    .select(
      profileColumns([
        'name',
        'website',
        'bio',
        'logo',
        'cover_photo',
        ...(Object.keys(partnerDetailProperties) as (keyof typeof partnerDetailProperties)[]),
      ]),
    )
    .executeTakeFirst();
  return row ? { ...row, account: 'partner' as const, created_at: iso(row.created_at) } : undefined;
}

// ---------------------------------------------------------------- shared
export async function findAccountKind(db: Executor, id: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'kind', 'is_blacklisted', 'status', 'approved'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The public directory's visibility rule (also in the directory_visible() SQL function). */
export function isPubliclyVisible(row: {
  kind: string;
  is_blacklisted: boolean;
  status: string;
  approved: boolean;
}): boolean {
  return !row.is_blacklisted && row.status === 'public' && (row.kind !== 'partner' || row.approved);
}

/** An account with its profile row of each kind left-joined: c (creative), b (business), p (partner). */
export function accountWithProfiles(db: Executor) {
  return db
    .selectFrom('accounts')
    .leftJoin('creative_profiles as c', 'c.account_id', 'accounts.id')
    .leftJoin('business_profiles as b', 'b.account_id', 'accounts.id')
    .leftJoin('partner_profiles as p', 'p.account_id', 'accounts.id');
}

/**
 * What a shared link to a public profile previews (server/services/link-previews.ts): the name, bio and picture of
 * an account visible to the public (isPubliclyVisible), in one query by primary key; undefined otherwise.
 */
export async function findProfilePreview(db: Executor, id: number) {
  const row = await accountWithProfiles(db)
    .select([
      'accounts.kind',
      'accounts.is_blacklisted',
      'accounts.status',
      'accounts.approved',
      'c.first_name',
      'c.last_name',
      'c.bio as creative_bio',
      'c.photo',
      'b.registered_name',
      'b.trade_name',
      'b.bio as business_bio',
      'b.logo as business_logo',
      'p.name as partner_name',
      'p.bio as partner_bio',
      'p.logo as partner_logo',
    ])
    .where('accounts.id', '=', id)
    .executeTakeFirst();
  if (!row || row.kind === 'admin' || !isPubliclyVisible(row)) return undefined;
  const byKind = {
    creative: {
      name: [row.first_name, row.last_name].filter(Boolean).join(' '),
      bio: row.creative_bio,
      image: row.photo,
    },
    business: {
      name: row.registered_name || row.trade_name || '',
      bio: row.business_bio,
      image: row.business_logo,
    },
    partner: { name: row.partner_name ?? '', bio: row.partner_bio, image: row.partner_logo },
  }[row.kind];
  return { kind: row.kind, ...byKind };
}

export async function listAuthorPosts(
  db: Executor,
  authorId: number,
  limit = PROFILE_POSTS_LIMIT,
): Promise<ProfilePost[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'author_id', 'title', 'description', 'link', 'images', 'likes', 'created_at'])
    .where('author_id', '=', authorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

/** Each kind's view: its row in the scope's fields, or undefined when the account has no such profile. */
const VIEWS: {
  [K in ProfileKind]: (db: Executor, id: number, scope: Scope) => Promise<ProfileView<K> | undefined>;
} = {
  creative: async (db, id, scope) => {
    const row = await findCreative(db, id);
    return row && viewOf(row, scope, CREATIVE_PUBLIC_FIELDS, CREATIVE_FULL_FIELDS);
  },
  business: async (db, id, scope) => {
    const row = await findBusiness(db, id);
    return row && viewOf(row, scope, BUSINESS_PUBLIC_FIELDS, BUSINESS_FULL_FIELDS);
  },
  partner: async (db, id, scope) => {
    const row = await findPartner(db, id);
    return row && viewOf(row, scope, PARTNER_PUBLIC_FIELDS, PARTNER_FULL_FIELDS);
  },
};

/**
 * A profile of any kind in the given scope, with its skills and newest posts; undefined when there is none. Its
 * photo, logo, cover and the posts' images are given at their public URLs (S3_PUBLIC_URL when set).
 */
export async function loadProfile<K extends ProfileKind>(
  db: Executor,
  kind: K,
  id: number,
  scope: Scope,
  urls: UploadUrls,
): Promise<ProfileOf<K> | undefined> {
  const view: ProfileView<K> | undefined = await VIEWS[kind](db, id, scope);
  if (!view) return undefined;
  const [skills, posts] = await Promise.all([listSkills(db, id), listAuthorPosts(db, id)]);
  // The view is checked against the kind's contract above; TypeScript cannot re-assemble a generic Omit and the
  // fields it left out, hence the assertion.
  return {
    ...withPublicProfileImages(view, urls),
    skills,
    posts: urls.s3PublicUrl
      ? posts.map((post) => ({ ...post, images: post.images.map((url) => publicImageUrl(url, urls)) }))
      : posts,
  } as ProfileOf<K>;
}

// ---------------------------------------------------------------- edits
// An edit writes its table's columns but the key, the pictures (uploaded apart) and the identity check's result.
export type CreativePatch = Omit<
  Updateable<CreativeProfileTable>,
  'account_id' | 'photo' | 'cover_photo' | 'verification_method' | 'identity_hash' | 'identity_last4'
>;

/** Writes an edit (`write`) and marks the account updated; an empty edit writes nothing. */
async function saveProfileEdit(db: Executor, id: number, patch: object, write: () => Promise<unknown>) {
  if (Object.keys(patch).length === 0) return;
  await write();
  await db.updateTable('accounts').set({ updated_at: new Date() }).where('id', '=', id).execute();
}

export const updateCreative = (db: Executor, id: number, patch: CreativePatch) =>
  saveProfileEdit(db, id, patch, () =>
    db.updateTable('creative_profiles').set(patch).where('account_id', '=', id).execute(),
  );

export type BusinessPatch = Omit<
  Updateable<BusinessProfileTable>,
  'account_id' | 'logo' | 'cover_photo' | 'verification_type' | 'identity_hash' | 'identity_last4'
>;

export const updateBusiness = (db: Executor, id: number, patch: BusinessPatch) =>
  saveProfileEdit(db, id, patch, () =>
    db.updateTable('business_profiles').set(patch).where('account_id', '=', id).execute(),
  );

export type PartnerPatch = Omit<Updateable<PartnerProfileTable>, 'account_id' | 'logo' | 'cover_photo'>;

export const updatePartner = (db: Executor, id: number, patch: PartnerPatch) =>
  saveProfileEdit(db, id, patch, () =>
    db.updateTable('partner_profiles').set(patch).where('account_id', '=', id).execute(),
  );

// ---------------------------------------------------------------- images
export type ImageSlot = 'photo' | 'cover_photo';

/** The profile column an image slot maps to for each kind: creatives have a photo, others a logo. */
export function imageColumn(kind: ProfileKind, slot: ImageSlot): 'photo' | 'logo' | 'cover_photo' {
  if (slot === 'cover_photo') return 'cover_photo';
  return kind === 'creative' ? 'photo' : 'logo';
}

/** Sets an image URL on the caller's profile and returns the previous value (row locked for the swap). */
export async function swapProfileImage(
  trx: Transaction<Database>,
  kind: ProfileKind,
  accountId: number,
  column: 'photo' | 'logo' | 'cover_photo',
  url: string,
): Promise<{ found: boolean; previous: string | null }> {
  const table = PROFILE_TABLE_OF[kind];
  const current = await sql<{ value: string | null }>`
    select ${sql.ref(column)} as value from ${sql.table(table)} where account_id = ${accountId} for update
  `.execute(trx);
  const row = current.rows[0];
  if (!row) return { found: false, previous: null };
  await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${url} where account_id = ${accountId}`.execute(
    trx,
  );
  return { found: true, previous: row.value };
}

/** Upload names among `names` that this account owns (only those may be removed on its behalf). */
export async function ownedUploadNames(db: Executor, ownerId: number, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('name')
    .where('name', 'in', names)
    .where('owner_id', '=', ownerId)
    .execute();
  return rows.map((r) => r.name);
}

// ---------------------------------------------------------------- owned businesses ("Add a Business")
export const MAX_OWNED_BUSINESSES = 20;

/** What an owned business stores: the row without what the database fills in. */
export type OwnedBusinessInput = Omit<OwnedBusiness, 'id' | 'owner_id' | 'created_at'>;

export async function listOwnedBusinesses(db: Executor, ownerId: number): Promise<OwnedBusiness[]> {
  const rows = await db
    .selectFrom('owned_businesses')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) }));
}

export class TooManyBusinessesError extends Error {}

export async function addOwnedBusiness(
  db: DB,
  ownerId: number,
  input: OwnedBusinessInput,
): Promise<OwnedBusiness> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('accounts').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom('owned_businesses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_OWNED_BUSINESSES) throw new TooManyBusinessesError();
    const row = await trx
      .insertInto('owned_businesses')
      .values({ owner_id: ownerId, ...input })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...row, created_at: iso(row.created_at) };
  });
}

export function deleteOwnedBusiness(db: Executor, ownerId: number, id: number): Promise<boolean> {
  return deleteOwnRow(db, 'owned_businesses', ownerId, id);
}
