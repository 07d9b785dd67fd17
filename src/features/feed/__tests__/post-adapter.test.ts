// The post adapter: the server's item read as is, a foreign host's thinner item read with defaults, junk refused.
import { describe, expect, it } from 'vitest';
import { makePost } from '@/testing/generators';
import { toPost } from '../api/post-adapter';

describe('toPost', () => {
  it('reads the contract item the server sends, field for field', () => {
    const item = makePost({ id: 3, link: null, likes: 9 });
    expect(toPost(item)).toEqual(item);
  });

  it('reads a foreign host item with fewer fields: texts empty, the link null, no likes, an author by id', () => {
    expect(
      toPost({ id: '12', title: 'Adire', images: '/img/a.png', author: { id: '4', first_name: 'Ada' } }),
    ).toEqual({
      id: 12,
      title: 'Adire',
      description: '',
      link: null,
      images: ['/img/a.png'],
      image_variants: [],
      likes: 0,
      created_at: undefined,
      updated_at: undefined,
      author: { id: 4, first_name: 'Ada' },
    });
  });

  it('drops fields of the wrong shape instead of passing them on', () => {
    const post = toPost({
      id: 5,
      title: 7,
      images: [1, '', '/a.png'],
      likes: 'many',
      author: 'someone',
      extra: true,
    });
    expect(post).toMatchObject({ id: 5, title: '7', images: ['/a.png'], likes: 0, author: null });
    expect(post).not.toHaveProperty('extra');
  });

  it('reads anything that is not an object as an empty post, which the feed leaves out (no id)', () => {
    expect(toPost(null)).toMatchObject({ title: '', images: [], author: null });
    expect(Number.isNaN(toPost('post').id)).toBe(true);
  });
});
