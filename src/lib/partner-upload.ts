// Minimal image upload for the partner forms (tools, opportunities, training): POST VITE_UPLOAD_URL
// { type, file: base64 without the data-URL prefix } -> { results: url }. Stand-in until the shared
// src/lib/upload.ts lands; swap the imports for it then.
import { env } from '@/config/env';
import { apiClient } from './api-client';
import { toUploadableImage } from './bmp-to-png';

export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

function uploadEndpoint(): string {
  const base =
    env.apiBaseUrl || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost');
  return new URL(env.uploadUrl, `${base}/`).href;
}

/** The file's extension as the upload service's `type` ('png', 'jpg', ...). */
export function fileType(file: File): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(file.name)?.[1];
  return (fromName ?? file.type.split('/')[1] ?? 'png').toLowerCase();
}

/** Uploads one image (a BMP goes as PNG, see bmp-to-png.ts); resolves with its URL. */
export async function uploadImage(original: File): Promise<string> {
  const file = await toUploadableImage(original);
  const response = await apiClient.post<{ results?: unknown }>(uploadEndpoint(), {
    type: fileType(file),
    file: await fileToBase64(file),
  });
  const url = response.data?.results;
  if (typeof url !== 'string' || url === '') throw new Error('The upload service returned no URL');
  return url;
}

/** Uploads several images in order. */
export async function uploadImages(files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) urls.push(await uploadImage(file));
  return urls;
}
