// MSW handlers for the marketplace: public products (data.data; paging and filters; 404 for an unknown seller), one
// product, create, a buyer's enquiry, and the seller's WhatsApp setting.
import { http, HttpResponse } from 'msw';
import type { ProductBody, ProductDetailsItem, ProductItem } from '@contract/products';
import {
  ENQUIRY_MESSAGES,
  type EnquiryBody,
  type WhatsappBody,
  type WhatsappSetting,
} from '@contract/enquiries';
import { PRODUCT_CATEGORIES } from '@contract/options';
import { makeProduct } from '../../generators';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const productsDb: {
  items: ProductDetailsItem[];
  created: ProductBody[];
  enquiries: { productId: number; body: EnquiryBody }[];
  whatsapp: WhatsappSetting;
} = { items: [], created: [], enquiries: [], whatsapp: { show: false, number: null } };

export function resetProductsDb(count = 20): void {
  productsDb.items = Array.from({ length: count }, (_, i) =>
    makeProduct({
      category: PRODUCT_CATEGORIES[i % 3],
      author: { id: 500 + (i % 4), name: `Merchant ${i % 4}`, first_name: `Merchant${i % 4}` },
    }),
  );
  productsDb.created = [];
  productsDb.enquiries = [];
  productsDb.whatsapp = { show: false, number: null };
}
resetProductsDb();

export const productsHandlers = [
  http.get(apiUrl('/prop/public/product'), ({ request }) => {
    const url = new URL(request.url);
    const s = url.searchParams;
    const q = (s.get('q') ?? '').toLowerCase();
    const category = s.get('category');
    const min = s.get('min_price');
    const max = s.get('max_price');
    const authorId = s.get('author_id');
    const exclude = s.get('exclude');
    if (authorId !== null && !productsDb.items.some((p) => p.author.id === Number(authorId))) {
      return errorEnvelope(404, 'Seller not found.');
    }
    let matching = productsDb.items.filter(
      (p) =>
        String(p.title).toLowerCase().includes(q) &&
        (!category || p.category === category) &&
        (min === null || Number(p.price) >= Number(min)) &&
        (max === null || Number(p.price) <= Number(max)) &&
        (authorId === null || p.author.id === Number(authorId)) &&
        (exclude === null || p.id !== Number(exclude)),
    );
    // The lists answer the item without the details' WhatsApp number and seller facts.
    const listed = (items: ProductDetailsItem[]): ProductItem[] =>
      items.map(({ whatsapp: _shownOnDetails, seller: _sellerOnDetails, ...item }) => item);
    const page = Number(s.get('page') ?? 0);
    const limit = Number(s.get('limit') ?? 0);
    if (!page && !limit && !q) return okEnvelope({ data: listed(matching) }, 'Products');
    const size = limit || 20;
    const total = matching.length;
    matching = matching.slice(((page || 1) - 1) * size, (page || 1) * size);
    return okEnvelope({ data: listed(matching) }, 'Products', {
      meta: { page: page || 1, limit: size, total, pages: Math.ceil(total / size) },
    });
  }),
  http.get(apiUrl('/prop/product/:id'), ({ params }) => {
    const product = productsDb.items.find((p) => p.id === Number(params.id));
    return product ? okEnvelope({ data: product }, 'Product') : errorEnvelope(404, 'Product not found.');
  }),
  http.post(apiUrl('/prop/product'), async ({ request }) => {
    const body = (await request.json()) as ProductBody;
    productsDb.created.push(body);
    const { whatsapp: _shownOnDetails, seller, ...product } = makeProduct(body);
    productsDb.items = [{ ...product, whatsapp: null, seller }, ...productsDb.items];
    const created: ProductItem = product;
    return HttpResponse.json(
      { status: true, message: 'Product created successfully', data: { data: created } },
      { status: 201 },
    );
  }),
  http.post(apiUrl('/prop/product/:id/enquiry'), async ({ params, request }) => {
    const productId = Number(params.id);
    if (!productsDb.items.some((p) => p.id === productId)) return errorEnvelope(404, 'Product not found.');
    productsDb.enquiries.push({ productId, body: (await request.json()) as EnquiryBody });
    return okEnvelope(null, ENQUIRY_MESSAGES.sent);
  }),
  http.get(apiUrl('/prop/account/whatsapp'), () => okEnvelope(productsDb.whatsapp, 'WhatsApp setting')),
  http.put(apiUrl('/prop/account/whatsapp'), async ({ request }) => {
    const body = (await request.json()) as WhatsappBody;
    productsDb.whatsapp = { show: body.show, number: body.number ?? null };
    return okEnvelope(productsDb.whatsapp, 'Your WhatsApp setting has been saved.');
  }),
];
