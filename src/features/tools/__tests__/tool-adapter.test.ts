// The tool adapter: the server's item read as is, a foreign host's thinner item read with defaults, junk refused.
import { describe, expect, it } from 'vitest';
import { makeTool } from '@/testing/mocks/handlers/tools';
import { toTool } from '../api/tool-adapter';

describe('toTool', () => {
  it('reads the contract item the server sends, field for field', () => {
    const item = makeTool(3, {
      image_variants: [[{ url: '/uploads/tool-3-320.webp', width: 320 }]],
      category: 'Software',
    });
    expect(toTool(item)).toEqual(item);
  });

  it('reads a foreign host item with fewer fields: texts empty, optional ones null, lists empty', () => {
    expect(toTool({ id: '12', name: 'Camera loan', images: '/img/a.png', author: { id: '4' } })).toEqual({
      id: 12,
      name: 'Camera loan',
      description: '',
      link: '',
      images: ['/img/a.png'],
      image_variants: [],
      sector: '',
      offer: '',
      type: null,
      price: null,
      category: null,
      created_at: undefined,
      updated_at: undefined,
      author: { id: 4 },
    });
  });

  it('drops fields of the wrong shape instead of passing them on', () => {
    const tool = toTool({
      id: 5,
      name: 7,
      images: [1, '/a.png'],
      image_variants: 'x',
      author: 'someone',
      extra: true,
    });
    expect(tool).toMatchObject({
      id: 5,
      name: '7',
      images: ['/a.png'],
      image_variants: [],
      author: undefined,
    });
    expect(tool).not.toHaveProperty('extra');
  });

  it('reads anything that is not an object as an empty tool', () => {
    expect(toTool(null)).toMatchObject({ name: '', images: [], author: undefined });
    expect(Number.isNaN(toTool('tool').id)).toBe(true);
  });
});
