// The opportunity adapter: the server's item read as is, a foreign host's thinner item read with defaults, junk refused.
import { describe, expect, it } from 'vitest';
import { makeOpportunity } from '@/testing/mocks/handlers/opportunities';
import { toOpportunity } from '../api/opportunity-adapter';

describe('toOpportunity', () => {
  it('reads the contract item the server sends, field for field', () => {
    const item = makeOpportunity(4, {
      image_variants: [[{ url: '/uploads/o-320.webp', width: 320 }]],
      address: null,
    });
    expect(toOpportunity(item)).toEqual(item);
  });

  it('reads a foreign host item with fewer fields: texts empty, optional ones null, lists empty', () => {
    expect(
      toOpportunity({
        id: '9',
        title: 'Film grant',
        date: '2026-12-01',
        images: '/img/grant.png',
        author: { id: 3 },
      }),
    ).toEqual({
      id: 9,
      title: 'Film grant',
      description: '',
      link: '',
      deadline: '',
      date: '2026-12-01',
      time: '',
      starts_at: '',
      images: ['/img/grant.png'],
      image_variants: [],
      address: null,
      timing: '',
      location: null,
      level: null,
      state: null,
      created_at: undefined,
      updated_at: undefined,
      author: { id: 3 },
    });
  });

  it('drops fields of the wrong shape and anything unknown', () => {
    const item = toOpportunity({
      id: 2,
      title: ['x'],
      level: { a: 1 },
      images: [null, '/b.png'],
      author: [],
      extra: 1,
    });
    expect(item).toMatchObject({ id: 2, title: '', level: null, images: ['/b.png'], author: undefined });
    expect(item).not.toHaveProperty('extra');
  });
});
