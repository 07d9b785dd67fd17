// Who may see the partner-only create cards (spec section 6): a signed-in partner, and whether the Ministry has
// approved them. `approved` starts from the partner profile saved at login, then is refreshed from
// GET /prop/public/partner whenever a partner page mounts, so an approval takes effect without signing in again.
// (The server still refuses unapproved partners with 403, whose message the forms show.)
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { profileRefreshed, selectIsSignedIn, selectUserType } from '@/features/auth/auth-slice';
import { useGetMyProfileQuery } from '@/lib/own-profile-api';

export interface PartnerSession {
  approved: boolean;
}

export function usePartnerSession(): PartnerSession | null {
  const dispatch = useAppDispatch();
  const userType = useAppSelector(selectUserType);
  const signedIn = useAppSelector(selectIsSignedIn);
  const isPartner = userType === 'partner' && signedIn;
  const { data: fresh } = useGetMyProfileQuery('partner', {
    skip: !isPartner,
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (isPartner && fresh && Object.keys(fresh).length > 0)
      dispatch(profileRefreshed({ kind: 'partner', profile: fresh }));
  }, [dispatch, isPartner, fresh]);
  const approved = useAppSelector((state) => state.auth.partner?.approved === true);
  if (!isPartner) return null;
  return { approved };
}
