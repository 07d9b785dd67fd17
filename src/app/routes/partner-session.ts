// Who may see the partner-only create cards (spec section 6): a signed-in partner; `approved` from the stored
// partner profile (the server still refuses unapproved partners with 403, whose message the forms show).
import { useAppSelector } from '@/app/hooks';
import { selectIsSignedIn, selectUserType } from '@/features/auth/auth-slice';

export interface PartnerSession {
  approved: boolean;
}

export function usePartnerSession(): PartnerSession | null {
  const userType = useAppSelector(selectUserType);
  const signedIn = useAppSelector(selectIsSignedIn);
  const approved = useAppSelector((state) => state.auth.partner?.approved === true);
  if (userType !== 'partner' || !signedIn) return null;
  return { approved };
}
