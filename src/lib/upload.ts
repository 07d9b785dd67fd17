// The image-upload service of spec section 7 (POST VITE_UPLOAD_URL { type, file: base64 } -> results: URL),
// with client-side type and size checks, upload progress and local previews; shared by every create form.
import { AxiosError } from 'axios';
import type { ImageVariant } from '@contract/images';
import { env } from '@/config/env';
import { apiClient } from './api-client';
import { readImageVariants } from './list-response';
import { toUploadableImage } from './bmp-to-png';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The server's default UPLOAD_MAX_BYTES (5 MB); the server judges again by the file's bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadRules {
  /** Accepted MIME types (default: PNG, JPEG, WebP, GIF). */
  types?: readonly string[];
  maxBytes?: number;
}

export interface UploadResult {
  url: string;
  variants: ImageVariant[];
}

const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/bmp': 'BMP',
  'application/pdf': 'PDF',
};

function describeTypes(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type.split('/').pop()?.toUpperCase() ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A clear sentence when the file cannot be uploaded, else null. */
export function checkUploadFile(file: File, rules: UploadRules = {}): string | null {
  const types = rules.types ?? IMAGE_TYPES;
  const maxBytes = rules.maxBytes ?? UPLOAD_MAX_BYTES;
  if (!types.includes(file.type)) {
    return `${file.name} is not a supported file: please choose a ${describeTypes(types)} file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > maxBytes) return `${file.name} is too large (maximum ${formatBytes(maxBytes)}).`;
  return null;
}

/** The file as base64 without the data-URL prefix (the service's `file` field). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** 'png', 'jpg'... from the MIME type, else the name's extension (informational for the service). */
export function fileTypeOf(file: File): string {
  const fromMime = file.type.split('/')[1];
  if (fromMime) return fromMime === 'jpeg' ? 'jpg' : fromMime;
  return file.name.split('.').pop()?.toLowerCase() ?? 'png';
}

/** Tolerant reading of the service's answer: `results` holds the URL; `data.variants` (extension) the srcset. */
export function normaliseUpload(body: unknown): UploadResult | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as { results?: unknown; data?: { url?: unknown; variants?: unknown } };
  const url =
    typeof record.results === 'string' && record.results !== ''
      ? record.results
      : typeof record.data?.url === 'string'
        ? record.data.url
        : null;
  if (!url) return null;
  return { url, variants: readImageVariants(record.data?.variants) };
}

export class UploadError extends Error {}

export interface UploadOptions {
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file (check it first with checkUploadFile). Goes through the one axios instance (token, 401 rule)
 * but not under /clap: the service lives at VITE_UPLOAD_URL (default /upload on the API host).
 */
export async function uploadFile(original: File, options: UploadOptions = {}): Promise<UploadResult> {
  let file: File;
  try {
    file = await toUploadableImage(original); // a BMP goes as PNG: the service cannot read BMP
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : `${original.name} could not be uploaded.`);
  }
  const base64 = await fileToBase64(file);
  try {
    const response = await apiClient.post(
      env.uploadUrl,
      { type: fileTypeOf(file), file: base64 },
      {
        baseURL: env.apiBaseUrl, // "" (same origin) must not fall back to the /clap default
        signal: options.signal,
        onUploadProgress: (event) => {
          if (event.total) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        },
      },
    );
    const result = normaliseUpload(response.data);
    if (!result) throw new UploadError(`${original.name} could not be uploaded.`);
    options.onProgress?.(100);
    return result;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    const data = error instanceof AxiosError ? (error.response?.data as { message?: unknown } | undefined) : undefined;
    const message = typeof data?.message === 'string' && data.message ? data.message : `${original.name} could not be uploaded.`;
    throw new UploadError(message);
  }
}

/** Uploads several files in order (the partner create forms); resolves with their URLs. */
export async function uploadImages(files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) urls.push((await uploadFile(file)).url);
  return urls;
}

/** A local preview URL for a chosen file; call the returned function to free it. */
export function previewOf(file: File): { url: string; revoke: () => void } {
  const url = URL.createObjectURL(file);
  return { url, revoke: () => URL.revokeObjectURL(url) };
}
