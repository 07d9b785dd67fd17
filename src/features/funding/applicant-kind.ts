// Who may apply through the portal's own funding form: a signed-in creative or business (the server says the same).
import type { ProfileKind } from '@contract/accounts';
import { getItem, getToken, storageKeys } from '@/lib/storage';

/** The signed-in applicant's kind from the stored session; null when signed out or not an applicant kind. */
export function applicantKind(): ProfileKind | null {
  if (!getToken()) return null;
  const type = getItem(storageKeys.userType) ?? getItem(storageKeys.loginType);
  return type === 'user' ? 'creative' : type === 'business' ? 'business' : null;
}
