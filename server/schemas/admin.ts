// JSON schemas of the admin routes: the admin directory per account kind, one account, deletion, blacklisting,
// partner approval and the audit log. The type provider reads the query and body types from these schemas.
import type { ProfileKind } from '../../contract/accounts';
import { envelopeSchema, errorSchema, pagedListSchema } from '../lib/envelope';
import { auditEntrySchema, countsSchema, directoryEntrySchema, idParams, pageQuery } from './people';

/** Without paging parameters an admin list returns the newest this many accounts. */
export const ADMIN_UNPAGED_LIMIT = 1000;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
const done = envelopeSchema({ type: 'null' });

const adminListQuery = { type: 'object', additionalProperties: false, properties: pageQuery } as const;

export const adminListSchema = (kind: ProfileKind) =>
  ({
    tags: ['admin'],
    summary: `Admin directory: every ${kind} account with its state (blacklisted, activated, private/public)`,
    description:
      `Without parameters: data is the newest ${ADMIN_UNPAGED_LIMIT} rows. extension: page, limit (max 100) and q ` +
      '(name search) return one page with meta; counts {creatives, business, partners} (all accounts) always.',
    querystring: adminListQuery,
    response: {
      200: pagedListSchema(directoryEntrySchema, { counts: countsSchema }),
      ...errors,
    },
  }) as const;

export const adminProfileSchema = <const Profile extends object>(kind: ProfileKind, profileSchema: Profile) =>
  ({
    tags: ['admin'],
    summary: `One ${kind} with every field an admin may see, skills and newest posts`,
    ...(kind === 'partner'
      ? {}
      : { description: 'extension: the spec names only GET /prop/admin-partner/{id}.' }),
    params: idParams,
    response: { 200: envelopeSchema(profileSchema), ...errors },
  }) as const;

export const adminDeleteSchema = (kind: ProfileKind) =>
  ({
    tags: ['admin'],
    summary: `Delete a ${kind} account, its content, sessions and uploaded files`,
    params: idParams,
    response: { 200: done, ...errors },
  }) as const;

const blacklistBody = {
  type: 'object',
  additionalProperties: false,
  properties: { blacklisted: { type: 'boolean' } },
} as const;

export const blacklistSchema = (kind: ProfileKind) =>
  ({
    tags: ['admin'],
    summary: `Blacklist a ${kind} (hidden everywhere, sessions revoked at once); body {blacklisted: false} undoes it`,
    description: 'extension: the spec names the BlackList action but not its call.',
    params: idParams,
    body: blacklistBody,
    response: { 200: done, ...errors },
  }) as const;

export const unblacklistSchema = (kind: ProfileKind) =>
  ({
    tags: ['admin'],
    summary: `Lift a ${kind}'s blacklisting (the account signs in again)`,
    description: 'extension: undo of .../blacklist.',
    params: idParams,
    response: { 200: done, ...errors },
  }) as const;

export const approveSchema = (method: 'GET' | 'PATCH') =>
  ({
    tags: ['admin'],
    summary: `Approve a partner (${method} reading of the spec; only a partner with an industry)`,
    params: idParams,
    response: { 200: done, ...errors },
  }) as const;

const auditQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: pageQuery.page, limit: pageQuery.limit, action: { type: 'string', maxLength: 50 } },
} as const;

export const auditSchema = {
  tags: ['admin'],
  summary: 'Recent admin actions, newest first (default 50; page and limit page through them)',
  description: 'extension: the audit log of who did what, when.',
  querystring: auditQuery,
  response: {
    200: pagedListSchema(auditEntrySchema),
    ...errors,
  },
} as const;
