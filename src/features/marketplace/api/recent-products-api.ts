// The newest few products (the landing page): one small page of GET /prop/public/product. Apart from
// marketplace-api.ts so that the landing page's chunk carries neither the marketplace's endpoints nor its filters.
import { api, ONE_OWNER_PER_ENDPOINT } from '@/lib/api';
import { listOf, toProduct, type Product } from './product-adapter';

export const recentProductsApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    recentProducts: build.query<Product[], number>({
      query: (limit) => ({ url: '/prop/public/product', params: { page: 1, limit } }),
      transformResponse: (body: unknown, _meta, limit) =>
        listOf(body)
          .map(toProduct)
          .filter((p): p is Product => p !== null)
          .slice(0, limit),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useRecentProductsQuery } = recentProductsApi;
