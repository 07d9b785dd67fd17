// A product of the demo business (business@demo.ng), listed through the real API with an uploaded image: the
// enquiry and content-management journeys start from one.
import { expect, type APIRequestContext } from '@playwright/test';
import { uploadPng } from './images';
import { apiLogin, DEMO } from './session';

export interface ListedProduct {
  id: number;
  title: string;
  price: number;
  author: { id: number; name: string };
}

export async function demoBusinessProduct(
  request: APIRequestContext,
  title = 'Indigo adire wrapper',
): Promise<ListedProduct> {
  const seller = await apiLogin(request, 'business', DEMO.business);
  const headers = { Authorization: seller.token };
  const image = await uploadPng(request, seller.token);
  const created = await request.post('/clap/prop/product', {
    headers,
    data: {
      title: `${title} ${Date.now()}`,
      description: 'Hand-dyed in Abeokuta.',
      link: 'https://example.com/adire',
      images: [image],
      category: 'product',
      price: 18000,
      quantity: 4,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { data: { data: ListedProduct } }).data.data;
}
