// Who is calling: the Authorization header carries the raw access token (no "Bearer", per the spec; a Bearer
// prefix is tolerated). Sessions live in the database (repositories/sessions.ts) so any server process can check them.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountKind } from '../db/tables';
import { forbidden, unauthorized } from '../lib/http-errors';
import { newAccessToken, sha256 } from '../lib/tokens';
import { findSessionCaller, insertSession, revokeAccountSessions } from '../repositories/sessions';
import { VERIFY_EMAIL_MESSAGE } from '../../contract/verify-email';

export interface Caller {
  id: number;
  kind: AccountKind;
  email: string;
  approved: boolean;
  /** The account's e-mail was verified (accounts.email_verified_at): only then may it publish. */
  emailVerified: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /**
     * 'optional': the route has no guard but reads the caller when a token is sent (a public profile shows a hidden
     * account to itself and admins; a password route takes the signed-in way). The OpenAPI document says so.
     */
    token?: 'optional';
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid session; 403 unless its kind is one of `kinds` (any kind when empty). */
    requireAuth: (...kinds: AccountKind[]) => (request: FastifyRequest) => Promise<void>;
    /**
     * requireAuth, then 403 VERIFY_EMAIL_MESSAGE unless the caller's e-mail is verified: for every route that
     * publishes what others see (docs/content.md "Who may publish"). As onRequest, the body is never read.
     */
    requirePublisher: (...kinds: AccountKind[]) => (request: FastifyRequest) => Promise<void>;
    issueSession: (accountId: number) => Promise<string>;
    revokeSessions: (accountId: number, exceptSessionId?: number) => Promise<void>;
  }
}

/** A route's config for OPTIONAL token use (see FastifyContextConfig.token). */
export const OPTIONAL_TOKEN = { token: 'optional' } as const;

/** What a guard demands: the OpenAPI document (plugins/swagger.ts) reads it off the route's hooks. */
export interface GuardInfo {
  /** The account kinds let through; empty: any signed-in kind. */
  kinds: readonly AccountKind[];
  /** The caller's e-mail must be verified (requirePublisher). */
  publisher: boolean;
}

const GUARD = Symbol('clap.authGuard');
type Guard = ((request: FastifyRequest) => Promise<void>) & { [GUARD]: GuardInfo };

function markGuard(hook: (request: FastifyRequest) => Promise<void>, info: GuardInfo): Guard {
  return Object.assign(hook, { [GUARD]: info });
}

/** The guard among a route's hooks (a function or a list of them), or undefined for a route anyone may call. */
export function guardOf(hooks: unknown): GuardInfo | undefined {
  for (const hook of Array.isArray(hooks) ? (hooks as unknown[]) : [hooks]) {
    if (typeof hook === 'function' && GUARD in hook) return (hook as Guard)[GUARD];
  }
  return undefined;
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : null;
}

/** The 401 the auth guard answers: an expired session is told apart from no token at all. */
function signInRequired(request: FastifyRequest) {
  return unauthorized(
    readToken(request) ? 'Your session has expired. Please log in again.' : 'Please log in to continue.',
  );
}

/** The signed-in caller of a guarded route, or the guard's own 401 (so handlers need no non-null assertion). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw signInRequired(request);
  return request.caller;
}

export default fp<{ tokenTtl: number }>(
  async (app, { tokenTtl }) => {
    app.decorateRequest('caller', null);

    app.addHook('onRequest', async (request) => {
      const token = readToken(request);
      if (!token) return;
      const row = await findSessionCaller(app.db, sha256(token));
      if (row) {
        request.caller = {
          id: row.id,
          kind: row.kind,
          email: row.email,
          approved: row.approved,
          emailVerified: row.email_verified_at !== null,
          sessionId: row.session_id,
        };
      } else {
        // A token was sent but is no longer good: remember it so requireAuth answers 401 (the portal logs out).
        request.caller = null;
      }
    });

    const checkCaller = (request: FastifyRequest, kinds: AccountKind[]): Caller => {
      const caller = callerOf(request);
      if (kinds.length > 0 && !kinds.includes(caller.kind)) throw forbidden();
      return caller;
    };

    app.decorate('requireAuth', (...kinds: AccountKind[]) =>
      markGuard(
        async (request: FastifyRequest) => {
          checkCaller(request, kinds);
        },
        { kinds, publisher: false },
      ),
    );

    // Anyone can register with someone else's address; until the mailed code proves the address is theirs, the
    // account may read, verify, change its password or delete itself, but not publish under that name.
    app.decorate('requirePublisher', (...kinds: AccountKind[]) =>
      markGuard(
        async (request: FastifyRequest) => {
          if (!checkCaller(request, kinds).emailVerified) throw forbidden(VERIFY_EMAIL_MESSAGE);
        },
        { kinds, publisher: true },
      ),
    );

    app.decorate('issueSession', async (accountId: number) => {
      const token = newAccessToken();
      await insertSession(app.db, accountId, sha256(token), new Date(Date.now() + tokenTtl * 1000));
      return token;
    });

    app.decorate('revokeSessions', (accountId: number, exceptSessionId?: number) =>
      revokeAccountSessions(app.db, accountId, exceptSessionId),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
