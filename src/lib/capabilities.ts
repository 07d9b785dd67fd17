// Features beyond the spec (issue 30, docs/architecture.md "Features beyond the spec"): whether the /clap host offers
// an extension, from its answer to GET /clap/capabilities (asked once per visit after the first screen:
// ./capabilities-api.ts, started by main.tsx). Only this reader is in the first load, so it stays tiny.
// useFeature(key): true (offered), false (not offered: hide its buttons, menu entries and screens), undefined (not
// answered yet: hide too; an extension's button may then appear a moment later, never a dead one).
import { useAppSelector } from '@/app/hooks';
import type { FeatureKey } from '@contract/capabilities';

/** RTK Query's cache key of the one question (getCapabilities, no argument). */
export const CAPABILITIES_KEY = 'getCapabilities(undefined)';

interface ApiCache {
  api: { queries: Record<string, { data?: unknown } | undefined> };
}

/** The keys the host offers: undefined until it has answered. */
export const selectOfferedFeatures = (state: ApiCache) =>
  state.api.queries[CAPABILITIES_KEY]?.data as readonly string[] | undefined;

export const useOfferedFeatures = () => useAppSelector(selectOfferedFeatures);

/** Whether the host offers this extension: undefined until it has answered (treat as off). */
export const useFeature = (key: FeatureKey) =>
  useAppSelector((state) => selectOfferedFeatures(state)?.includes(key));
