// Marketplace endpoints (spec section 7): public products (data.data; page/limit/q and filters as an extension),
// one product (data.data), other products by the same author, one seller's products (/user-products/{id}),
// creating and editing a product, and a buyer's enquiry to the seller (issue 13, docs/enquiries.md).
import type { ProductBody } from '@contract/products';
import type { EnquiryBody } from '@contract/enquiries';
import { MARKET_PAGE_SIZE } from '@contract/first-screens';
import {
  PRODUCT_CATEGORIES as CATEGORY_VALUES,
  PRODUCT_PRICE_FILTER_MAX,
  type ProductCategory,
} from '@contract/options';
import { msg, translate } from '@/i18n/runtime';
import { api, ONE_OWNER_PER_ENDPOINT, registerErrorToast } from '@/lib/api';
import { readStatusAnswer } from '@/lib/list-response';
import { listOf, toProduct, type Product } from './product-adapter';

export { toProduct, type Product, type ProductAuthor } from './product-adapter';

/** The categories as the forms and filters offer them: 'product' shows as Product. */
export const PRODUCT_CATEGORIES: { value: ProductCategory; label: string }[] = CATEGORY_VALUES.map(
  (value) => ({
    value,
    label: value.charAt(0).toUpperCase() + value.slice(1),
  }),
);
/** The category labels, for the catalogue (they are shown through t()). */
export const PRODUCT_CATEGORY_TEXTS = [msg('Product'), msg('Service'), msg('Content')];

/**
 * A stored category as a card or the details show it: in English as stored ('service'), in another language the
 * category's label in that language; an unknown category as stored.
 */
export function categoryText(category: string): string {
  const value = category.toLowerCase() === 'control' ? 'content' : category.toLowerCase();
  const known = PRODUCT_CATEGORIES.find((c) => c.value === value);
  if (!known) return category;
  const text = translate(known.label);
  return text === known.label ? category : text;
}
export { MARKET_PAGE_SIZE };
export const SELLER_PAGE_SIZE = 8;
export const PRICE_FILTER_MAX = PRODUCT_PRICE_FILTER_MAX;

export interface ProductFilters {
  page: number;
  q: string;
  category: ProductCategory | '';
  minPrice: number | null;
  maxPrice: number | null;
}

export interface ProductPage {
  products: Product[];
  total: number;
  pages: number;
}

function metaOf(body: unknown): { total: number; pages: number } | null {
  const meta = (body as { meta?: { total?: unknown; pages?: unknown } } | null)?.meta;
  if (!meta || typeof meta.total !== 'number') return null;
  return { total: meta.total, pages: typeof meta.pages === 'number' ? meta.pages : 0 };
}

/** Applies the filters here when the API did not (no `meta`): the whole list came back. */
export function filterProducts(products: Product[], filters: Omit<ProductFilters, 'page'>): Product[] {
  const q = filters.q.trim().toLowerCase();
  return products.filter(
    (p) =>
      (!q || p.title.toLowerCase().includes(q)) &&
      (!filters.category ||
        p.category.toLowerCase() === filters.category ||
        (filters.category === 'content' && p.category.toLowerCase() === 'control')) &&
      (filters.minPrice === null || p.price >= filters.minPrice) &&
      (filters.maxPrice === null || p.price <= filters.maxPrice),
  );
}

/**
 * One page of products from an answer: with `meta`, the server's page (cut to `size`, even from a host that sends
 * more than it was asked for); without, the page cut here from the whole list, narrowed first by what the API did
 * not apply. `keep` drops items either way.
 */
function productPage(
  body: unknown,
  page: number,
  size: number,
  keep: (product: Product) => boolean = () => true,
  narrow: (all: Product[]) => Product[] = (all) => all,
): ProductPage {
  const products = listOf(body)
    .map(toProduct)
    .filter((p): p is Product => p !== null && keep(p));
  const meta = metaOf(body);
  if (meta)
    return {
      products: products.slice(0, size),
      total: meta.total,
      pages: meta.pages || Math.ceil(meta.total / size),
    };
  const matching = narrow(products);
  const start = (page - 1) * size;
  return {
    products: matching.slice(start, start + size),
    total: matching.length,
    pages: Math.ceil(matching.length / size),
  };
}

export function normaliseProductPage(body: unknown, filters: ProductFilters): ProductPage {
  return productPage(body, filters.page, MARKET_PAGE_SIZE, undefined, (all) => filterProducts(all, filters));
}

export function normaliseProduct(body: unknown): Product | null {
  const data = (body as { data?: unknown } | null)?.data;
  const nested = (data as { data?: unknown } | null | undefined)?.data;
  return toProduct(nested && typeof nested === 'object' && !Array.isArray(nested) ? nested : data);
}

export const marketplaceApi = api.injectEndpoints({
  overrideExisting: ONE_OWNER_PER_ENDPOINT,
  endpoints: (build) => ({
    marketProducts: build.query<ProductPage, ProductFilters>({
      query: (f) => ({
        url: '/prop/public/product',
        params: {
          page: f.page,
          limit: MARKET_PAGE_SIZE,
          q: f.q.trim() || undefined,
          category: f.category || undefined,
          min_price: f.minPrice ?? undefined,
          max_price: f.maxPrice ?? undefined,
        },
      }),
      transformResponse: (body: unknown, _meta, args) => normaliseProductPage(body, args),
      providesTags: (result) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(result?.products.map((p) => ({ type: 'Product' as const, id: p.id })) ?? []),
      ],
    }),
    product: build.query<Product, number>({
      query: (id) => `/prop/product/${id}`,
      transformResponse: (body: unknown) => {
        const product = normaliseProduct(body);
        if (!product) throw new Error('Product not found.');
        return product;
      },
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    merchantListings: build.query<Product[], { authorId: number; exclude: number }>({
      query: ({ authorId, exclude }) => ({
        url: '/prop/public/product',
        params: { author_id: authorId, exclude, random: true, limit: 2 },
      }),
      transformResponse: (body: unknown, _meta, { authorId, exclude }) =>
        listOf(body)
          .map(toProduct)
          .filter(
            (p): p is Product => p !== null && p.id !== exclude && (!p.author || p.author.id === authorId),
          )
          .slice(0, 2),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    sellerProducts: build.query<ProductPage, { sellerId: number; page: number }>({
      query: ({ sellerId, page }) => ({
        url: '/prop/public/product',
        params: { author_id: sellerId, page, limit: SELLER_PAGE_SIZE },
      }),
      // Another host may ignore author_id: keep only this seller's products; 8 a page (spec section 9).
      transformResponse: (body: unknown, _meta, { sellerId, page }) =>
        productPage(body, page, SELLER_PAGE_SIZE, (p) => !p.author || p.author.id === sellerId),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    sendEnquiry: build.mutation<
      { status: boolean; message: string | null },
      { productId: number; body: EnquiryBody }
    >({
      query: ({ productId, body }) => ({ url: `/prop/product/${productId}/enquiry`, method: 'POST', body }),
      transformResponse: readStatusAnswer,
    }),
    createProduct: build.mutation<{ status: boolean; message: string | null }, ProductBody>({
      query: (body) => ({ url: '/prop/product', method: 'POST', body }),
      transformResponse: readStatusAnswer,
      invalidatesTags: (result) => (result?.status ? [{ type: 'Product', id: 'LIST' }] : []),
    }),
    // Issue 14: the seller edits a product (same body as creating it).
    editProduct: build.mutation<
      { status: boolean; message: string | null },
      { id: number; body: ProductBody }
    >({
      query: ({ id, body }) => ({ url: `/prop/product/${id}`, method: 'PUT', body }),
      transformResponse: readStatusAnswer,
      invalidatesTags: (result, _error, { id }) =>
        result?.status
          ? [
              { type: 'Product', id: 'LIST' },
              { type: 'Product', id },
            ]
          : [],
    }),
  }),
});

// Shown through translate() (lib/api-session.ts), in the language of the moment.
registerErrorToast('createProduct', msg('Failed to create product.'));
registerErrorToast('editProduct', msg('The product could not be saved.'));

export const {
  useMarketProductsQuery,
  useProductQuery,
  useMerchantListingsQuery,
  useSellerProductsQuery,
  useSendEnquiryMutation,
  useCreateProductMutation,
  useEditProductMutation,
} = marketplaceApi;
