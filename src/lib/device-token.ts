// This browser's device token (issue 29), beside the session in local storage: read and written by the sign-in
// screens and the unlock page only, so it stays out of the first load (storage.ts keeps just its key, for the
// forced logout that writes it back).
import { getItem, setItem, storageKeys } from './storage';

/** The device token this browser holds, if any (a well-formed one only: anything else is no token). */
export function getDeviceToken(): string | undefined {
  const token = getItem(storageKeys.deviceToken);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** Keeps the device token a sign-in or an unlock answered (nothing when the answer had none). */
export function setDeviceToken(token: string | null | undefined): void {
  if (token) setItem(storageKeys.deviceToken, token);
}
