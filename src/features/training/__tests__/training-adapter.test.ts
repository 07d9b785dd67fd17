// The training adapter: the server's item read as is, a foreign host's thinner item read with defaults, junk refused.
import { describe, expect, it } from 'vitest';
import { makeEvent } from '@/testing/mocks/handlers/events';
import { toTrainingEvent } from '../api/training-adapter';

describe('toTrainingEvent', () => {
  it('reads the contract item the server sends, field for field', () => {
    const item = makeEvent(2, {
      image_variants: [[{ url: '/uploads/t-640.webp', width: 640 }]],
      address: null,
    });
    expect(toTrainingEvent(item)).toEqual(item);
  });

  it('reads a foreign host item with fewer fields: texts empty, the address null, lists empty', () => {
    expect(
      toTrainingEvent({ id: 6, title: 'Lighting class', date: '2026-12-01', location: 'Online' }),
    ).toEqual({
      id: 6,
      title: 'Lighting class',
      description: '',
      link: '',
      location: 'Online',
      date: '2026-12-01',
      time: '',
      starts_at: '',
      images: [],
      image_variants: [],
      address: null,
      created_at: undefined,
      updated_at: undefined,
      author: undefined,
    });
  });

  it('drops fields of the wrong shape and anything unknown', () => {
    const item = toTrainingEvent({
      id: '3',
      title: null,
      address: 12,
      image_variants: [[{ url: 1 }]],
      secret: 'x',
    });
    expect(item).toMatchObject({ id: 3, title: '', address: '12', image_variants: [[]] });
    expect(item).not.toHaveProperty('secret');
  });
});
