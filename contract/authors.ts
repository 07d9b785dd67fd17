// The author the server puts beside every content item (post, product, tool, opportunity, event): the fields of
// the author's own kind are set, the other kinds' are null. Pure types.
import type { AccountKind } from './accounts';
import type { Availability } from './profiles';

export interface Author {
  id: number;
  /** creative, business or partner: lets the portal open the right public profile. */
  kind: AccountKind;
  /** A display name for any kind: "first last", registered (or trade) name, or the partner's name. */
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  registered_name: string | null;
  industry: string | null;
  photo: string | null;
  logo: string | null;
  expertise: string | null;
  area: string | null;
  category: string | null;
  sector: string | null;
  /**
   * extension: a creative's own availability setting (the profile's availability object), what 'Available to work'
   * on a post is drawn from; null for businesses and partners.
   */
  availability: Availability | null;
}
