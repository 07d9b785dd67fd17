// Rate limits counted per signed-in account, for route groups whose every route needs a caller: `limitsPerAccount`
// turns a group's named limits into the route option. The address is only a fallback key that never decides (the
// guard refuses a request without a caller first).
import type { FastifyRequest } from 'fastify';

export interface RouteLimit {
  max: number;
  timeWindow: string;
}

/** `limit(name)`: the route config of the group's limit `name`, keyed by `${group}:${account id}`. */
export function limitsPerAccount<L extends Record<string, RouteLimit>>(group: string, limits: L) {
  const byAccount = (request: FastifyRequest) =>
    request.caller ? `${group}:${request.caller.id}` : request.ip;
  return (which: keyof L) => ({ rateLimit: { ...limits[which], keyGenerator: byAccount } });
}
