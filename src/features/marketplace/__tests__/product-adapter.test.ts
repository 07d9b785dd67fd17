// The product adapter: the server's item read as is, a foreign host's thinner item read with defaults, junk refused.
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/generators';
import { listOf, toProduct } from '../api/product-adapter';

describe('toProduct', () => {
  it('reads the contract item the server sends, field for field', () => {
    const item = makeProduct({
      id: 3,
      whatsapp: '+2348035550101',
      image_variants: [[{ url: '/p-320.webp', width: 320 }]],
    });
    expect(toProduct(item)).toEqual(item);
  });

  it('reads a foreign host item: the name as title, numbers from text, the rest empty or null', () => {
    expect(
      toProduct({ id: '12', name: 'Raffia mat', price: '2500', images: '/img/a.png', author: { id: '4' } }),
    ).toEqual({
      id: 12,
      title: 'Raffia mat',
      name: 'Raffia mat',
      description: '',
      link: null,
      images: ['/img/a.png'],
      image_variants: [],
      category: '',
      price: 2500,
      quantity: 0,
      type: null,
      created_at: undefined,
      updated_at: undefined,
      author: { id: 4 },
      whatsapp: null,
      seller: null,
    });
  });

  it("reads the details' seller facts (issue 31), a missing verified as false", () => {
    expect(toProduct({ id: 1, seller: { state: 'Kano', verified: true } })?.seller).toEqual({
      state: 'Kano',
      verified: true,
    });
    expect(toProduct({ id: 1, seller: { state: 7 } })?.seller).toEqual({ state: '7', verified: false });
    expect(toProduct({ id: 1, seller: 'yes' })?.seller).toBeNull();
  });

  it('drops fields of the wrong shape instead of passing them on', () => {
    const product = toProduct({
      id: 5,
      title: 'Pot',
      images: [1, '', '/a.png'],
      price: 'a lot',
      author: 'someone',
      extra: true,
    });
    expect(product).toMatchObject({ id: 5, images: ['/a.png'], price: 0, author: null });
    expect(product).not.toHaveProperty('extra');
  });

  it('refuses anything without a numeric id', () => {
    expect(toProduct(null)).toBeNull();
    expect(toProduct({ id: 'x', title: 'Pot' })).toBeNull();
  });
});

describe('listOf', () => {
  it('reads data.data (the spec) or data as the list, else none', () => {
    expect(listOf({ data: { data: [1] } })).toEqual([1]);
    expect(listOf({ data: [2] })).toEqual([2]);
    expect(listOf({ data: null })).toEqual([]);
  });
});
