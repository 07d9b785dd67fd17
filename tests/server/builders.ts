// Small test-data builders for server tests: accounts of any kind (with a session) and stored images.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { AccountKind } from '../../server/db/tables';
import type { StoredImage } from '../../server/lib/image-store';
import { storeImage } from '../../server/services/uploads';
import type { TestContext } from './helpers';

export interface AccountOptions {
  kind: AccountKind;
  /** Partners: approved by the ministry (default false, as after registration). */
  approved?: boolean;
  blacklisted?: boolean;
  activated?: boolean;
  email?: string;
  /** Extra profile columns for the kind's profile table (e.g. { expertise: 'Music' }). */
  profile?: Record<string, unknown>;
}

export interface TestAccount {
  id: number;
  kind: AccountKind;
  email: string;
  /** A valid access token for the Authorization header (issued before any blacklisting). */
  token: string;
}

let counter = 0;

/** Inserts an account and its profile row directly, and issues a session for it. */
export async function createAccount(ctx: TestContext, options: AccountOptions): Promise<TestAccount> {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  const email = options.email ?? `${options.kind}-${tag}@test.local`;
  const db = ctx.database.db;
  const account = await db
    .insertInto('accounts')
    .values({
      kind: options.kind,
      email,
      password_hash: null,
      email_verified_at: new Date(),
      is_activated: options.activated ?? true,
      approved: options.approved ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = account.id;
  const extra = options.profile ?? {};
  switch (options.kind) {
    case 'creative':
      await db
        .insertInto('creative_profiles')
        .values({ account_id: id, first_name: 'Ada', last_name: `Creative${tag}`, ...extra })
        .execute();
      break;
    case 'business':
      await db
        .insertInto('business_profiles')
        .values({
          account_id: id,
          trade_name: `Trade ${tag}`,
          registered_name: `Registered ${tag} Ltd`,
          ...extra,
        })
        .execute();
      break;
    case 'partner':
      await db
        .insertInto('partner_profiles')
        .values({ account_id: id, name: `Partner ${tag}`, industry: 'Finance', ...extra })
        .execute();
      break;
    case 'admin':
      await db
        .insertInto('admin_profiles')
        .values({ account_id: id, name: `Admin ${tag}`, ...extra })
        .execute();
      break;
  }
  const token = await ctx.app.issueSession(id);
  if (options.blacklisted) await setBlacklisted(ctx, id, true);
  // Written past the routes: announce it as a background writer does, so public reads show the account at once.
  ctx.app.publicCache.written();
  return { id, kind: options.kind, email, token };
}

export async function setBlacklisted(ctx: TestContext, id: number, value: boolean): Promise<void> {
  await ctx.database.db.updateTable('accounts').set({ is_blacklisted: value }).where('id', '=', id).execute();
  ctx.app.publicCache.written();
}

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: 'png' | 'jpeg';
  ownerId?: number | null;
}

/** A small solid-colour image buffer made with sharp. */
export async function imageBuffer({
  width = 64,
  height = 48,
  format = 'png',
}: ImageOptions = {}): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: (counter * 37) % 256, g: 120, b: 200 } },
  });
  return format === 'jpeg' ? base.jpeg().toBuffer() : base.png().toBuffer();
}

/** Stores an image through the real image store (row in uploads, files under DATA_DIR). */
export async function createImage(ctx: TestContext, options: ImageOptions = {}): Promise<StoredImage> {
  counter += 1;
  return storeImage(
    ctx.database.db,
    ctx.app.uploadStore,
    await imageBuffer(options),
    options.ownerId ?? null,
  );
}
