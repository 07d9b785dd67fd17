// The "Log in" link of a page that needs a signed-in visitor: /login?returnTo=<this page>, optionally with the
// action to resume once back (`intent`, read by the page: Buy Now opens its enquiry). docs/journeys.md.
import { useLocation } from 'react-router-dom';
import type { LoginType } from '@/config/paths';
import { loginHref, pathOf, withIntent } from '@/lib/return-to';

export function useLoginHref(intent?: string, loginType?: LoginType): string {
  const location = useLocation();
  const here = pathOf(location);
  return loginHref(intent ? withIntent(here, intent) : here, loginType);
}
