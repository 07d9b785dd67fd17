// Caps the auth requests (login, registration, OTP, reset: routes whose config sets `authConcurrency`) that one client
// address may have in flight in this process. It bounds concurrency, not volume: mobile carriers put thousands of
// users behind one address, and they rarely press "log in" in the same half second, while one abusive client running
// many sign-ins at once would otherwise hold the password-hashing slots every other user waits for. The excess is
// refused at once (429 with Retry-After: 1) before its body is read. Per process on purpose: the resource it shares
// out (this process's hashing capacity) is per process too; an IPv6 client is its /64. Off with RATE_LIMIT=false (load
// tests).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';
import { addressKey } from '../lib/passwords';

export const TOO_MANY_AT_ONCE = 'Too many requests from your network at once. Please try again in a moment.';

export default fp<{ enabled: boolean; perIp: number }>(
  (app, { enabled, perIp }, done) => {
    if (!enabled) return done();
    const inFlight = new Map<string, number>();
    const releases = new WeakMap<FastifyRequest, () => void>();

    const release = (request: FastifyRequest) => {
      releases.get(request)?.();
      releases.delete(request);
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config.authConcurrency !== true) return;
      // An IPv6 client counts as its /64, as in the hashing gate's lanes.
      const ip = addressKey(request.ip);
      const count = inFlight.get(ip) ?? 0;
      if (count >= perIp) throw new HttpError(429, TOO_MANY_AT_ONCE, { 'retry-after': '1' });
      inFlight.set(ip, count + 1);
      let held = true;
      releases.set(request, () => {
        if (!held) return;
        held = false;
        const left = (inFlight.get(ip) ?? 1) - 1;
        if (left <= 0) inFlight.delete(ip);
        else inFlight.set(ip, left);
      });
      // 'close' fires when the answer is done or the client hangs up first: the slot never leaks.
      reply.raw.once('close', () => release(request));
    });
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
    done();
  },
  { name: 'auth-concurrency' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts against the per-address cap on auth requests in flight (plugins/auth-concurrency.ts). */
    authConcurrency?: boolean;
  }
}
