// The upload helper: client-side checks with clear messages, the service's answer read tolerantly, the upload call.
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api-client';
import {
  checkUploadFile,
  formatUploadProgress,
  fileTypeOf,
  normaliseUpload,
  uploadFile,
  uploadImages,
  type UploadProgress,
} from '../upload';

describe('upload helper', () => {
  it('checks type and size with clear messages', () => {
    expect(checkUploadFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(checkUploadFile(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      'a.pdf is not a supported file: please choose a PNG, JPEG, WebP or GIF file.',
    );
    expect(
      checkUploadFile(new File(['x'], 'c.pdf', { type: 'application/pdf' }), {
        types: ['image/png', 'application/pdf'],
      }),
    ).toBeNull();
    expect(checkUploadFile(new File([], 'e.png', { type: 'image/png' }))).toBe('e.png is empty.');
    expect(checkUploadFile(new File(['xxxx'], 'b.png', { type: 'image/png' }), { maxBytes: 2 })).toBe(
      'b.png is too large (maximum 1 KB).',
    );
  });

  it('reads results and data.variants', () => {
    expect(
      normaliseUpload({
        results: '/uploads/a.png',
        data: { variants: [{ url: '/uploads/a-480.webp', width: 480 }, { bad: 1 }] },
      }),
    ).toEqual({
      url: '/uploads/a.png',
      variants: [{ url: '/uploads/a-480.webp', width: 480 }],
    });
    expect(normaliseUpload({ data: { url: '/x.png' } })).toEqual({ url: '/x.png', variants: [] });
    expect(normaliseUpload({ status: false })).toBeNull();
    expect(fileTypeOf(new File(['x'], 'a.jpeg', { type: 'image/jpeg' }))).toBe('jpg');
  });

  it('posts the file as multipart/form-data and reports progress in bytes up to 100%', async () => {
    // The form is read where it is built: jsdom's File does not survive undici's form encoding on MSW's side.
    const post = vi.spyOn(apiClient, 'post');
    const progress = vi.fn();
    const result = await uploadFile(
      new File([new Uint8Array([65, 66, 67])], 'a.png', { type: 'image/png' }),
      { onProgress: progress },
    );
    expect(result.url).toMatch(/^\/uploads\/test-\d+\.png$/);
    const form = post.mock.lastCall?.[1];
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('type')).toBe('png');
    const file = (form as FormData).get('file') as File;
    expect([file.name, file.type, await file.text()]).toEqual(['a.png', 'image/png', 'ABC']);
    const last = progress.mock.lastCall?.[0] as UploadProgress;
    expect(last.percent).toBe(100);
    expect(last.loaded).toBe(last.total);
    expect(last.total).toBeGreaterThanOrEqual(3);
    post.mockRestore();
  });

  it('accepts a large photo when chosen (it is shrunk before sending) and refuses it if it stays too large', async () => {
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'phone.jpg', { type: 'image/jpeg' });
    expect(checkUploadFile(big)).toBe('phone.jpg is too large (maximum 5 MB).');
    expect(checkUploadFile(big, { shrinkPhotos: true })).toBeNull();
    expect(
      checkUploadFile(new File([new Uint8Array(31 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }), {
        shrinkPhotos: true,
      }),
    ).toBe('huge.jpg is too large (maximum 30 MB).');
    // A GIF is never shrunk (its animation would be lost), so the limit holds as chosen.
    const gif = new File([new Uint8Array(6 * 1024 * 1024)], 'loop.gif', { type: 'image/gif' });
    expect(checkUploadFile(gif, { shrinkPhotos: true })).toBe('loop.gif is too large (maximum 5 MB).');
    // Where the browser cannot shrink it (here: jsdom has no createImageBitmap), the limit is checked before sending.
    await expect(uploadFile(big)).rejects.toThrow('phone.jpg is too large (maximum 5 MB).');
  });

  it('words the progress in bytes', () => {
    expect(formatUploadProgress(null)).toBe('Preparing…');
    expect(formatUploadProgress({ percent: 0, loaded: 0, total: 317_440 })).toBe('0 KB of 310 KB');
    expect(formatUploadProgress({ percent: 39, loaded: 122_880, total: 317_440 })).toBe('120 KB of 310 KB');
    expect(formatUploadProgress({ percent: 50, loaded: 2_621_440, total: 5_242_880 })).toBe('2.5 MB of 5 MB');
  });

  it('uploads several images in order and resolves with their URLs', async () => {
    const files = ['a.png', 'b.png'].map(
      (name) => new File([new Uint8Array([1])], name, { type: 'image/png' }),
    );
    const urls = await uploadImages(files);
    expect(urls).toHaveLength(2);
    const [first, second] = urls.map((url) => Number(/test-(\d+)\.png$/.exec(url)?.[1]));
    expect(second).toBe(first + 1);
  });
});
