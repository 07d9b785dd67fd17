// The businesses an account runs ("Add a Business", an extension beside the business account's own profile):
// the row the server sends and the body the portal's form posts. Pure types.

/** POST /prop/business-info: only the name is required; '' clears a field. */
export interface OwnedBusinessBody {
  name: string;
  sector?: string;
  area?: string;
  state?: string;
  lga?: string;
  address?: string;
  website?: string;
  phone?: string;
  email?: string;
  description?: string;
}

/** A row of GET /prop/business-info/mine (and the answer to the POST). */
export interface OwnedBusiness {
  id: number;
  owner_id: number;
  name: string;
  sector: string | null;
  area: string | null;
  state: string | null;
  lga: string | null;
  address: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  description: string | null;
  created_at: string;
}
