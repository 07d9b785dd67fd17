// Who is looking, for parts that differ for the signed-in account: the Report link hides on one's own items, and
// an item's author may edit and delete it while an admin may take it down (lib/can-manage.ts).
// Shared code imports neither features/ nor app/ (only the store's typed hooks, @/app/hooks), so it reads the auth
// slice through the few fields it needs; useAppSelector checks at compile time that the real store still has them
// (and app/__tests__/viewer-state.test.ts checks the values).
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';

type SessionProfile = Record<string, unknown> | null;

/** The part of the store's auth state read here (features/auth/auth-slice.ts). */
export interface ViewerState {
  auth: {
    token: string | null;
    userType: 'user' | 'business' | 'partner' | 'admin' | null;
    user: SessionProfile;
    business: SessionProfile;
    partner: SessionProfile;
    admin: SessionProfile;
  };
}

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
  /** The signed-in account's id (a content item's `author.id`, a profile's `id`); null when unknown. */
  accountId: number | null;
}

export function selectViewer({ auth }: ViewerState): Viewer {
  const signedIn = auth.token !== null;
  const profile = signedIn && auth.userType ? auth[auth.userType] : null;
  const id = Number(profile?.id);
  return {
    signedIn,
    isAdmin: signedIn && auth.userType === 'admin',
    accountId: Number.isInteger(id) && id > 0 ? id : null,
  };
}

/** The viewer, re-rendering only when one of its three fields changes. */
export function useViewer(): Viewer {
  return useAppSelector(selectViewer, shallowEqual);
}
