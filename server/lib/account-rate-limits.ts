// Rate limits counted per signed-in account, for route groups whose every route needs a caller: `limitsPerAccount`
// turns a group's named limits (ACCOUNT_LIMITS: every group's in one table, to be compared and tuned together) into
// the route option. The address is only a fallback key that never decides (the guard refuses a request without a
// caller first).
import type { FastifyRequest } from 'fastify';

export interface RouteLimit {
  max: number;
  timeWindow: string;
}

/** Each group's limits by name, side by side (every route of a group needs a caller). */
export const ACCOUNT_LIMITS = {
  /** Calls for proposals (routes/calls): a proposal sent, the other writes, the reads. */
  calls: {
    submit: { max: 20, timeWindow: '15 minutes' },
    write: { max: 120, timeWindow: '15 minutes' },
    read: { max: 240, timeWindow: '1 minute' },
  },
  /** Funding applications (routes/funding): documents, applications, reads, the admin's reviews. */
  funding: {
    upload: { max: 30, timeWindow: '15 minutes' },
    create: { max: 10, timeWindow: '15 minutes' },
    read: { max: 120, timeWindow: '1 minute' },
    review: { max: 300, timeWindow: '15 minutes' },
  },
} as const satisfies Record<string, Record<string, RouteLimit>>;

/** `limit(name)`: the route config of the group's limit `name`, keyed by `${group}:${account id}`. */
export function limitsPerAccount<G extends keyof typeof ACCOUNT_LIMITS>(group: G) {
  const limits = ACCOUNT_LIMITS[group];
  const byAccount = (request: FastifyRequest) =>
    request.caller ? `${group}:${request.caller.id}` : request.ip;
  return (which: keyof typeof limits) => ({ rateLimit: { ...limits[which], keyGenerator: byAccount } });
}
