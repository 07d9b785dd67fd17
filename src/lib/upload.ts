// The image-upload service of spec section 7 (POST VITE_UPLOAD_URL -> results: URL), with client-side type and size
// checks, photos shrunk before they leave the phone, upload progress in bytes and local previews; shared by every
// create form. The file goes as multipart/form-data (`file`, `type`): the service also takes the spec's base64 JSON
// { type, file }, a third larger on the wire (docs/data-saver.md).
import { AxiosError } from 'axios';
import type { ImageVariant } from '@contract/images';
import { env } from '@/config/env';
import { t } from '@/i18n/runtime';
import { apiClient } from './api-client';
import { readImageVariants } from './adapt';
import { toUploadableImage } from './bmp-to-png';
import { shrinkPhoto } from './images/shrink-photo';
import { isShrinkable, SHRINK_INPUT_MAX_BYTES } from './images/shrink-rules';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The server's default UPLOAD_MAX_BYTES (5 MB); the server judges again by the file's bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export interface UploadRules {
  /** Accepted MIME types (default: PNG, JPEG, WebP, GIF). */
  types?: readonly string[];
  maxBytes?: number;
  /**
   * Photos (JPEG, PNG, WebP) are shrunk before upload, so maxBytes applies to the shrunk file: a chosen photo may be
   * up to SHRINK_INPUT_MAX_BYTES (a 12 MB phone photo is accepted, and sent as ~300 KB).
   */
  shrinkPhotos?: boolean;
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
  return bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A clear sentence when the file cannot be uploaded, else null. */
export function checkUploadFile(file: File, rules: UploadRules = {}): string | null {
  const types = rules.types ?? IMAGE_TYPES;
  const maxBytes = rules.maxBytes ?? UPLOAD_MAX_BYTES;
  if (!types.includes(file.type)) {
    return `${file.name} is not a supported file: please choose a ${describeTypes(types)} file.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  const limit =
    rules.shrinkPhotos && isShrinkable(file.type) ? Math.max(maxBytes, SHRINK_INPUT_MAX_BYTES) : maxBytes;
  if (file.size > limit) return tooLargeMessage(file, limit);
  return null;
}

function tooLargeMessage(file: File, maxBytes: number): string {
  return `${file.name} is too large (maximum ${formatBytes(maxBytes)}).`;
}

/** The progress bar's words, e.g. '120 KB of 310 KB'; before the first byte, 'Preparing…' (the photo is shrinking). */
export function formatUploadProgress(progress: UploadProgress | null): string {
  if (!progress) return t('Preparing…');
  const loaded = progress.loaded === 0 ? '0 KB' : formatBytes(progress.loaded);
  return t('{{loaded}} of {{total}}', { loaded, total: formatBytes(progress.total) });
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

export interface UploadProgress {
  /** 0..100 */
  percent: number;
  /** Bytes sent so far and in all (the form's bytes: the file plus a few hundred bytes of form). */
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** As the bytes go out; the last call has percent 100. */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** The size limit for the file actually sent (default UPLOAD_MAX_BYTES). */
  maxBytes?: number;
}

/**
 * Uploads one file (check it first with checkUploadFile). Goes through the one axios instance (token, 401 rule)
 * but not under /clap: the service lives at VITE_UPLOAD_URL (default /upload on the API host).
 */
export async function uploadFile(original: File, options: UploadOptions = {}): Promise<UploadResult> {
  let file: File;
  try {
    // A BMP goes as PNG (the service cannot read BMP); a large photo goes shrunk.
    file = await shrinkPhoto(await toUploadableImage(original));
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : `${original.name} could not be uploaded.`);
  }
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  if (file.size > maxBytes) throw new UploadError(tooLargeMessage(original, maxBytes));
  const form = new FormData();
  form.append('type', fileTypeOf(file));
  form.append('file', file, file.name);
  let total = file.size;
  try {
    const response = await apiClient.post(env.uploadUrl, form, {
      baseURL: env.apiBaseUrl, // "" (same origin) must not fall back to the /clap default
      signal: options.signal,
      onUploadProgress: (event) => {
        if (!event.total) return;
        total = event.total;
        const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
        options.onProgress?.({ percent, loaded: event.loaded, total });
      },
    });
    const result = normaliseUpload(response.data);
    if (!result) throw new UploadError(`${original.name} could not be uploaded.`);
    options.onProgress?.({ percent: 100, loaded: total, total });
    return result;
  } catch (error) {
    if (error instanceof UploadError) throw error;
    const data =
      error instanceof AxiosError ? (error.response?.data as { message?: unknown } | undefined) : undefined;
    const message =
      typeof data?.message === 'string' && data.message
        ? data.message
        : `${original.name} could not be uploaded.`;
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
