// MSW handler for the image-upload service (POST /upload, multipart `file` + `type` or JSON { type, file: base64 }
// -> results: URL, data.variants).
import { http, HttpResponse } from 'msw';

let uploads = 0;

/**
 * The file's bytes from either body the service takes (null when there is none). Under jsdom a multipart file part
 * arrives as the text 'undefined' (undici cannot read jsdom's File): tests that look into the form read it from the
 * axios call instead.
 */
async function uploadedBytes(request: Request): Promise<{ type: string | null; bytes: Uint8Array | null }> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const file = form.get('file');
    const type = form.get('type');
    return {
      type: typeof type === 'string' ? type : null,
      bytes: typeof file === 'object' && file !== null ? new Uint8Array(await file.arrayBuffer()) : null,
    };
  }
  const body = (await request.json()) as { type?: string; file?: string };
  return {
    type: body.type ?? null,
    bytes: body.file ? Uint8Array.from(atob(body.file), (char) => char.charCodeAt(0)) : null,
  };
}

export const uploadHandlers = [
  http.post('*/upload', async ({ request }) => {
    const { bytes } = await uploadedBytes(request);
    if (!bytes || bytes.length === 0)
      return HttpResponse.json({ status: false, message: 'The file is empty.' }, { status: 400 });
    uploads += 1;
    const url = `/uploads/test-${uploads}.png`;
    return HttpResponse.json({
      status: true,
      message: 'Upload successful.',
      results: url,
      data: { url, variants: [{ width: 480, url: `/uploads/test-${uploads}-480.webp` }] },
    });
  }),
];
