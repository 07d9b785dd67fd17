import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../api-client';
import { isBmp, toUploadableImage } from '../bmp-to-png';
import { uploadImages } from '../upload';

const bmp = () => new File(['BM fake pixels'], 'poster.bmp', { type: 'image/bmp' });

/** What a browser has and jsdom lacks: createImageBitmap and a 2D canvas that encodes PNG. */
function stubBrowserImaging(options: { decodeFails?: boolean } = {}) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (options.decodeFails)
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { width: 3, height: 2, close };
    }),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as RenderingContext);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`png ${this.width}x${this.height}`], { type }));
  });
  return { close, drawImage, toBlob };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BMP before upload', () => {
  it('recognises BMP by type or name', () => {
    expect(isBmp(bmp())).toBe(true);
    expect(isBmp(new File(['x'], 'scan.BMP', { type: '' }))).toBe(true);
    expect(isBmp(new File(['x'], 'a.bmp.png', { type: 'image/png' }))).toBe(false);
    expect(isBmp(new File(['x'], 'photo.jpg', { type: 'image/jpeg' }))).toBe(false);
  });

  it('converts a BMP to a PNG of the same size and name', async () => {
    const { close, drawImage, toBlob } = stubBrowserImaging();
    const png = await toUploadableImage(bmp());
    expect(png.name).toBe('poster.png');
    expect(png.type).toBe('image/png');
    expect(await png.text()).toBe('png 3x2');
    expect(drawImage).toHaveBeenCalledTimes(1);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(close).toHaveBeenCalled();
  });

  it('leaves other images alone', async () => {
    stubBrowserImaging();
    const jpeg = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await toUploadableImage(jpeg)).toBe(jpeg);
  });

  it('sends the BMP unchanged where the browser cannot convert (the service then answers)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = bmp();
    expect(await toUploadableImage(file)).toBe(file);
  });

  it('refuses a BMP the browser cannot decode with a clear sentence', async () => {
    stubBrowserImaging({ decodeFails: true });
    await expect(toUploadableImage(bmp())).rejects.toThrow(
      'poster.bmp could not be read as a BMP image. Please choose a PNG, JPEG, GIF or WebP file.',
    );
  });

  it('the partner forms upload the converted PNG (type png)', async () => {
    stubBrowserImaging();
    const post = vi.spyOn(apiClient, 'post');
    expect(await uploadImages([bmp()])).toEqual([expect.stringMatching(/^\/uploads\//)]);
    expect(post).toHaveBeenCalledTimes(1);
    const form = post.mock.lastCall?.[1] as FormData;
    expect(form.get('type')).toBe('png');
    expect(await (form.get('file') as File).text()).toBe('png 3x2');
  });
});
