// MSW handler for the image-upload service (POST /upload { type, file } -> results: URL, data.variants).
import { http, HttpResponse } from 'msw';

let uploads = 0;

export const uploadHandlers = [
  http.post('*/upload', async ({ request }) => {
    const body = (await request.json()) as { type?: string; file?: string };
    if (!body.file) return HttpResponse.json({ status: false, message: 'The file is empty.' }, { status: 400 });
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
