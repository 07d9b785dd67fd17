// The upload helper: client-side checks with clear messages, the service's answer read tolerantly, the upload call.
import { describe, expect, it, vi } from 'vitest';
import { checkUploadFile, fileTypeOf, normaliseUpload, uploadFile, uploadImages } from '../upload';

describe('upload helper', () => {
  it('checks type and size with clear messages', () => {
    expect(checkUploadFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkUploadFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      'a.pdf is not a supported file: please choose a PNG, JPEG, WebP or GIF file.',
    );
    expect(checkUploadFile(new File(['x'], 'c.pdf', { type: 'application/pdf' }), { types: ['image/png', 'application/pdf'] })).toBeNull();
    expect(checkUploadFile(new File([], 'e.png', { type: 'image/png' }))).toBe('e.png is empty.');
    expect(checkUploadFile(new File(['xxxx'], 'b.png', { type: 'image/png' }), { maxBytes: 2 })).toBe('b.png is too large (maximum 1 KB).');
  });

  it('reads results and data.variants', () => {
    expect(normaliseUpload({ results: '/uploads/a.png', data: { variants: [{ url: '/uploads/a-480.webp', width: 480 }, { bad: 1 }] } })).toEqual({
      url: '/uploads/a.png',
      variants: [{ url: '/uploads/a-480.webp', width: 480 }],
    });
    expect(normaliseUpload({ data: { url: '/x.png' } })).toEqual({ url: '/x.png', variants: [] });
    expect(normaliseUpload({ status: false })).toBeNull();
    expect(fileTypeOf(new File(['x'], 'a.jpeg', { type: 'image/jpeg' }))).toBe('jpg');
  });

  it('posts base64 to the service and reports progress up to 100', async () => {
    const progress = vi.fn();
    const result = await uploadFile(new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' }), { onProgress: progress });
    expect(result.url).toMatch(/^\/uploads\/test-\d+\.png$/);
    expect(progress).toHaveBeenLastCalledWith(100);
  });

  it('uploads several images in order and resolves with their URLs', async () => {
    const files = ['a.png', 'b.png'].map((name) => new File([new Uint8Array([1])], name, { type: 'image/png' }));
    const urls = await uploadImages(files);
    expect(urls).toHaveLength(2);
    const [first, second] = urls.map((url) => Number(/test-(\d+)\.png$/.exec(url)?.[1]));
    expect(second).toBe(first + 1);
  });
});
