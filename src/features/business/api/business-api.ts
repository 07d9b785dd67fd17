// Business endpoints: the businesses an account runs (extension, docs/people.md). A business account's own profile
// is the shared own-profile endpoint (lib/own-profile-api).
import type { OwnedBusiness, OwnedBusinessBody } from '@contract/businesses';
import { api, registerErrorToast } from '@/lib/api';

/** A business shown as a card: a row of /mine, or a business account's profile in the same shape. */
export type Business = Partial<OwnedBusiness> & Pick<OwnedBusiness, 'id' | 'name'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** GET /prop/business-info/mine -> { data: { data: [...] } } (tolerant of a flat array). */
export function normaliseBusinesses(body: unknown): Business[] {
  let data: unknown = isObject(body) && 'data' in body ? body.data : body;
  if (isObject(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isObject).map((row) => ({
    ...(row as Partial<OwnedBusiness>),
    id: Number(row.id),
    name:
      typeof row.name === 'string'
        ? row.name
        : typeof row.trade_name === 'string'
          ? row.trade_name
          : 'Business',
  }));
}

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyBusinesses: build.query<Business[], void>({
      query: () => '/prop/business-info/mine',
      transformResponse: normaliseBusinesses,
      providesTags: ['OwnedBusiness'],
    }),
    addBusiness: build.mutation<unknown, OwnedBusinessBody>({
      query: (body) => ({ url: '/prop/business-info', method: 'POST', body }),
      invalidatesTags: ['OwnedBusiness'],
    }),
  }),
});

registerErrorToast('addBusiness', 'An error occurred.');

export const { useGetMyBusinessesQuery, useAddBusinessMutation } = businessApi;
