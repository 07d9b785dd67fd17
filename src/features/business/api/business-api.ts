// Business endpoints: the businesses an account runs (extension, docs/people.md) and a business account's profile.
import { api, registerErrorToast } from '@/lib/api';

export type Business = Record<string, unknown> & { id: number; name: string };
export type BusinessProfile = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** GET /prop/business-info/mine -> { data: { data: [...] } } (tolerant of a flat array). */
export function normaliseBusinesses(body: unknown): Business[] {
  let data: unknown = isObject(body) && 'data' in body ? body.data : body;
  if (isObject(data) && Array.isArray(data.data)) data = data.data;
  if (!Array.isArray(data)) return [];
  return data.filter(isObject).map((row) => ({
    ...row,
    id: Number(row.id),
    name: typeof row.name === 'string' ? row.name : typeof row.trade_name === 'string' ? row.trade_name : 'Business',
  }));
}

export interface NewBusiness {
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

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyBusinesses: build.query<Business[], void>({
      query: () => '/prop/business-info/mine',
      transformResponse: normaliseBusinesses,
      providesTags: ['BusinessProfile'],
    }),
    addBusiness: build.mutation<unknown, NewBusiness>({
      query: (body) => ({ url: '/prop/business-info', method: 'POST', body }),
      invalidatesTags: ['BusinessProfile'],
    }),
    getBusinessAccountProfile: build.query<BusinessProfile, void>({
      query: () => '/prop/business-info/profile',
      transformResponse: (body: unknown) => {
        const data = isObject(body) && 'data' in body ? body.data : body;
        return isObject(data) ? data : {};
      },
      providesTags: ['Profile'],
    }),
  }),
});

registerErrorToast('addBusiness', 'An error occurred.');

export const { useGetMyBusinessesQuery, useAddBusinessMutation, useGetBusinessAccountProfileQuery } = businessApi;
