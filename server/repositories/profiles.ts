// Profiles of creatives, businesses and partners: own profile, public views, edits, images, owned businesses.
// Identity hashes are never selected; the last 4 digits are the most any view carries.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/tables';
import type { ProfileKind } from '../../contract/accounts';
import type { ProfilePost, ProfileSkill } from '../../contract/profiles';
import type { OwnedBusiness } from '../../contract/businesses';
import { publicImageUrl, withPublicProfileImages, type UploadUrls } from '../lib/image-store';
import { listSkills } from './skills';

type Executor = DB | Transaction<Database>;
/** 'public': what anyone may see; 'full': the owner and admins (contact, identity last 4, needs, state). */
export type Scope = 'public' | 'full';

export const PROFILE_POSTS_LIMIT = 50;

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function pick<T extends Record<string, unknown>>(row: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in row) out[key] = row[key];
  return out;
}

const ACCOUNT_COLUMNS = [
  'accounts.id',
  'accounts.email',
  'accounts.is_activated',
  'accounts.is_blacklisted',
  'accounts.status',
  'accounts.approved',
  'accounts.created_at',
] as const;

/** One account of a kind, with its own columns; the caller joins its profile table as p. */
function accountOfKind(db: Executor, kind: ProfileKind, id: number) {
  return db
    .selectFrom('accounts')
    .select(ACCOUNT_COLUMNS)
    .where('accounts.id', '=', id)
    .where('accounts.kind', '=', kind);
}

const NEEDS = [
  'need_training',
  'need_funding',
  'need_tools',
  'need_market_access',
  'detail_training',
  'detail_funding',
  'detail_tools',
  'detail_market_access',
] as const;
const PRIVATE_STATE = ['email', 'is_activated', 'is_blacklisted', 'status'] as const;

// ---------------------------------------------------------------- creatives
const CREATIVE_PUBLIC = [
  'id',
  'account',
  'first_name',
  'last_name',
  'bio',
  'employment_status',
  'level_of_education',
  'expertise',
  'category',
  'skill_level',
  'origin_state',
  'lga_origin',
  'residence_state',
  'lga_residence',
  'photo',
  'cover_photo',
  'facebook',
  'twitter',
  'instagram',
  'website',
  'linkedin',
  'availability',
  'verified',
  'created_at',
] as const;
const CREATIVE_FULL = [
  ...CREATIVE_PUBLIC,
  ...PRIVATE_STATE,
  'gender',
  'date_of_birth',
  'phone_number',
  ...NEEDS,
  'verification_type',
  'identity_last4',
] as const;

export async function findCreative(db: Executor, id: number) {
  const row = await accountOfKind(db, 'creative', id)
    .innerJoin('creative_profiles as p', 'p.account_id', 'accounts.id')
    .select([
      'p.first_name',
      'p.last_name',
      'p.bio',
      'p.gender',
      'p.phone_number',
      'p.employment_status',
      'p.level_of_education',
      'p.expertise',
      'p.category',
      'p.skill_level',
      'p.origin_state',
      'p.lga_origin',
      'p.residence_state',
      'p.lga_residence',
      'p.photo',
      'p.cover_photo',
      'p.facebook',
      'p.twitter',
      'p.instagram',
      'p.website',
      'p.linkedin',
      'p.availability_status',
      'p.availability_remote',
      'p.need_training',
      'p.need_funding',
      'p.need_tools',
      'p.need_market_access',
      'p.detail_training',
      'p.detail_funding',
      'p.detail_tools',
      'p.detail_market_access',
      'p.verification_method as verification_type',
      'p.identity_last4',
      sql<string | null>`p.date_of_birth::text`.as('date_of_birth'),
      // The hash is stored only after a successful check (server/services/identity.ts): a yes/no, never the number.
      sql<boolean>`p.identity_hash is not null`.as('verified'),
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

export function creativeView(row: NonNullable<Awaited<ReturnType<typeof findCreative>>>, scope: Scope) {
  return pick(row, scope === 'full' ? CREATIVE_FULL : CREATIVE_PUBLIC);
}

// ---------------------------------------------------------------- businesses
const BUSINESS_PUBLIC = [
  'id',
  'account',
  'registered_name',
  'trade_name',
  'sector',
  'area',
  'lga',
  'state',
  'address',
  'website',
  'bio',
  'logo',
  'cover_photo',
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'verified',
  'created_at',
] as const;
const BUSINESS_FULL = [
  ...BUSINESS_PUBLIC,
  ...PRIVATE_STATE,
  'phone_number',
  ...NEEDS,
  'verification_type',
  'identity_last4',
] as const;

export async function findBusiness(db: Executor, id: number) {
  const row = await accountOfKind(db, 'business', id)
    .innerJoin('business_profiles as p', 'p.account_id', 'accounts.id')
    .select([
      'p.registered_name',
      'p.trade_name',
      'p.sector',
      'p.area',
      'p.phone_number',
      'p.lga',
      'p.state',
      'p.address',
      'p.website',
      'p.bio',
      'p.logo',
      'p.cover_photo',
      'p.twitter',
      'p.facebook',
      'p.instagram',
      'p.linkedin',
      'p.need_training',
      'p.need_funding',
      'p.need_tools',
      'p.need_market_access',
      'p.detail_training',
      'p.detail_funding',
      'p.detail_tools',
      'p.detail_market_access',
      'p.verification_type',
      'p.identity_last4',
      sql<boolean>`p.identity_hash is not null`.as('verified'),
    ])
    .executeTakeFirst();
  return row ? { ...row, account: 'business' as const, created_at: iso(row.created_at) } : undefined;
}

export function businessView(row: NonNullable<Awaited<ReturnType<typeof findBusiness>>>, scope: Scope) {
  return pick(row, scope === 'full' ? BUSINESS_FULL : BUSINESS_PUBLIC);
}

// ---------------------------------------------------------------- partners
const PARTNER_PUBLIC = [
  'id',
  'account',
  'name',
  'website',
  'industry',
  'partner_type',
  'bio',
  'logo',
  'cover_photo',
  'created_at',
] as const;
const PARTNER_FULL = [
  ...PARTNER_PUBLIC,
  ...PRIVATE_STATE,
  'approved',
  'user_name',
  'user_email',
  'user_phone_number',
  'goals',
  'outcome',
] as const;

export async function findPartner(db: Executor, id: number) {
  const row = await accountOfKind(db, 'partner', id)
    .innerJoin('partner_profiles as p', 'p.account_id', 'accounts.id')
    .select([
      'p.name',
      'p.website',
      'p.industry',
      'p.user_name',
      'p.user_email',
      'p.user_phone_number',
      'p.partner_type',
      'p.goals',
      'p.outcome',
      'p.bio',
      'p.logo',
      'p.cover_photo',
    ])
    .executeTakeFirst();
  return row ? { ...row, account: 'partner' as const, created_at: iso(row.created_at) } : undefined;
}

export function partnerView(row: NonNullable<Awaited<ReturnType<typeof findPartner>>>, scope: Scope) {
  return pick(row, scope === 'full' ? PARTNER_FULL : PARTNER_PUBLIC);
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

/**
 * What a shared link to a public profile previews (server/services/link-previews.ts): the name, bio and picture of
 * an account visible to the public (isPubliclyVisible), in one query by primary key; undefined otherwise.
 */
export async function findProfilePreview(db: Executor, id: number) {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('creative_profiles as c', 'c.account_id', 'accounts.id')
    .leftJoin('business_profiles as b', 'b.account_id', 'accounts.id')
    .leftJoin('partner_profiles as p', 'p.account_id', 'accounts.id')
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

export type ProfileWithExtras = Record<string, unknown> & { skills: ProfileSkill[]; posts: ProfilePost[] };

/**
 * A profile of any kind in the given scope, with its skills and newest posts; undefined when there is none. Its
 * photo, logo, cover and the posts' images are given at their public URLs (S3_PUBLIC_URL when set).
 */
export async function loadProfile(
  db: Executor,
  kind: ProfileKind,
  id: number,
  scope: Scope,
  urls: UploadUrls,
): Promise<ProfileWithExtras | undefined> {
  let view: Record<string, unknown> | undefined;
  if (kind === 'creative') {
    const row = await findCreative(db, id);
    view = row && creativeView(row, scope);
  } else if (kind === 'business') {
    const row = await findBusiness(db, id);
    view = row && businessView(row, scope);
  } else {
    const row = await findPartner(db, id);
    view = row && partnerView(row, scope);
  }
  if (!view) return undefined;
  const [skills, posts] = await Promise.all([listSkills(db, id), listAuthorPosts(db, id)]);
  return {
    ...withPublicProfileImages(view, urls),
    skills,
    posts: urls.s3PublicUrl
      ? posts.map((post) => ({ ...post, images: post.images.map((url) => publicImageUrl(url, urls)) }))
      : posts,
  };
}

// ---------------------------------------------------------------- edits
export type CreativePatch = Partial<{
  first_name: string;
  last_name: string;
  bio: string | null;
  gender: string | null;
  date_of_birth: string | null;
  phone_number: string | null;
  employment_status: string | null;
  level_of_education: string | null;
  expertise: string | null;
  category: string | null;
  skill_level: string | null;
  origin_state: string | null;
  lga_origin: string | null;
  residence_state: string | null;
  lga_residence: string | null;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  website: string | null;
  linkedin: string | null;
  availability_status: string | null;
  availability_remote: boolean | null;
  need_training: boolean;
  need_funding: boolean;
  need_tools: boolean;
  need_market_access: boolean;
  detail_training: string | null;
  detail_funding: string | null;
  detail_tools: string | null;
  detail_market_access: string | null;
}>;

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

export type BusinessPatch = Partial<{
  registered_name: string | null;
  trade_name: string;
  sector: string | null;
  area: string | null;
  phone_number: string | null;
  lga: string | null;
  state: string | null;
  address: string | null;
  website: string | null;
  bio: string | null;
  twitter: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  need_training: boolean;
  need_funding: boolean;
  need_tools: boolean;
  need_market_access: boolean;
  detail_training: string | null;
  detail_funding: string | null;
  detail_tools: string | null;
  detail_market_access: string | null;
}>;

export const updateBusiness = (db: Executor, id: number, patch: BusinessPatch) =>
  saveProfileEdit(db, id, patch, () =>
    db.updateTable('business_profiles').set(patch).where('account_id', '=', id).execute(),
  );

export type PartnerPatch = Partial<{
  name: string;
  website: string | null;
  industry: string;
  partner_type: string;
  goals: string | null;
  outcome: string | null;
  bio: string | null;
  user_name: string | null;
  user_email: string | null;
  user_phone_number: string | null;
}>;

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
  const table =
    kind === 'creative'
      ? 'creative_profiles'
      : kind === 'business'
        ? 'business_profiles'
        : 'partner_profiles';
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

export async function deleteOwnedBusiness(db: Executor, ownerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('owned_businesses')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
