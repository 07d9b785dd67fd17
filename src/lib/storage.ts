// The local-storage keys of spec section 3 and typed, garbage-tolerant access to them.
/** The sessionStorage prefix of the journeys' kept values (lib/journey-drafts.ts). */
export const JOURNEY_DRAFT_PREFIX = 'journey:';

export const storageKeys = {
  accessToken: 'access_token',
  authenticated: 'authenticated',
  userInfo: 'userInfo',
  businessInfo: 'BusinessInfo',
  partnerInfo: 'PartnerInfo',
  adminInfo: 'adminInfo',
  loginType: 'loginType',
  userType: 'userType',
  /** 'on' or 'off' once the visitor chose (lib/data-saver.ts); absent: the browser's hint decides. */
  dataSaver: 'dataSaver',
  /** The visitor's language, en|pcm|ha|yo|ig (src/i18n/detect.ts); kept across a logout. */
  language: 'language',
  /**
   * This browser's device token (issue 29): received at a sign-in (or from a mailed unlock link), sent with the next
   * ones so that guesses from elsewhere never lock this device out; kept across a logout (docs/auth-flows.md).
   */
  deviceToken: 'device_token',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Where each kind of session keeps its profile (the names the earlier portal used). */
export const profileStorageKey = {
  user: storageKeys.userInfo,
  business: storageKeys.businessInfo,
  partner: storageKeys.partnerInfo,
  admin: storageKeys.adminInfo,
} as const;

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

export function getItem(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setItem(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // quota or disabled storage: the session then lives in memory only
  }
}

export function removeItem(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // ignore
  }
}

/** Parses a stored JSON value; garbage, "undefined" and missing values read as null. */
export function getJson<T>(key: StorageKey): T | null {
  const raw = getItem(key);
  if (raw == null || raw === '' || raw === 'undefined') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJson(key: StorageKey, value: unknown): void {
  if (value === undefined) removeItem(key);
  else setItem(key, JSON.stringify(value));
}

export function getToken(): string | null {
  const token = getItem(storageKeys.accessToken);
  return token && token !== 'undefined' && token !== 'null' ? token : null;
}

/**
 * Spec section 4: a forced logout clears ALL local storage, not only our keys. The device's language choice and its
 * device token are written back: they belong to whoever holds the phone, not to the session (src/i18n/detect.ts;
 * the device token names no one, and dropping it would let guesses from elsewhere lock the owner out again).
 */
export function clearAll(): void {
  try {
    const kept = [storageKeys.language, storageKeys.deviceToken].map(
      (key) => [key, store()?.getItem(key)] as const,
    );
    store()?.clear();
    for (const [key, value] of kept) if (value) store()?.setItem(key, value);
    // What a sign-up or finish-up journey kept in this tab goes with the session (lib/journey-drafts.ts; inlined:
    // this module is in the first load, that one is not).
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(JOURNEY_DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // ignore
  }
}
