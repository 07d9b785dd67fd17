// The question to the host about its extensions (issue 30, docs/architecture.md "Features beyond the spec"):
// GET /clap/capabilities, asked once per visit after the first screen (main.tsx loads this module on the
// window's load event, so neither the question nor this code is on the first load). A host that answers 404,
// anything else or nothing offers none: the answer is then an empty list, cached like a real one, so a spec-only host
// is asked once, not again by every screen. Screens read the answer with useFeature (./capabilities.ts).
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, ONE_OWNER_PER_ENDPOINT } from './api';

/** The offered keys from the envelope; anything unreadable offers nothing. */
export function readFeatures(body: unknown): string[] {
  const features = (body as { data?: { features?: unknown } } | null)?.data?.features;
  return Array.isArray(features) ? features.filter((key): key is string => typeof key === 'string') : [];
}

export const capabilitiesApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    getCapabilities: build.query<string[], void>({
      // No error reaches the cache (it would be asked again by every later subscriber): a failure is "none".
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const { data, error } = await baseQuery('/capabilities');
        return { data: error ? [] : readFeatures(data) };
      },
    }),
  }),
});

/**
 * Asks the host once; the subscription is kept for the whole visit (it changes only with a deployment). A host that
 * offers the portal identity (issue 31) is then asked for it too, by a module loaded only then.
 */
export function askHost(dispatch: Dispatch<UnknownAction>): void {
  const asked = dispatch(
    capabilitiesApi.endpoints.getCapabilities.initiate() as unknown as UnknownAction,
  ) as unknown as Promise<{ data?: string[] }>;
  void Promise.resolve(asked).then(({ data }) => {
    if (data?.includes('portal-identity')) {
      void import('./portal-identity-api').then((module) => module.askIdentity(dispatch));
    }
  });
}
