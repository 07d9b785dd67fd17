// The image-upload service (spec section 7), mounted at the root (not /clap):
//   POST /upload { type, file }  ->  { status: true, message, results: "/uploads/<name>", data: {...} }
//   POST /upload multipart/form-data (field `file`, optional `type`): the same checks and the same answer, without
//        base64's extra third on the wire (the portal sends this: docs/data-saver.md)
//   GET  /uploads/<name>          ->  the stored file (main image or one of its WebP variants)
// `file` is base64 without a data-URL prefix (a prefix is tolerated); `type` ('png' or a file extension) is
// informational only: the type is judged by magic bytes and the pixels are re-encoded (server/lib/image-store.ts).
// Files are public and immutable (random names, never reused), served with a sandboxing CSP and nosniff. They live in
// app.uploadStore (disk or bucket); with S3_PUBLIC_URL the URLs answered point there (docs/uploads.md).
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { envelopeSchema, errorSchema, fileAnswerSchema } from '../lib/envelope';
import { badRequest, notFound, payloadTooLarge, tooManyRequests } from '../lib/http-errors';
import {
  fileTooLargeMessage,
  publicUploadUrl,
  refuseWhenImageWorkFull,
  type StoredImage,
} from '../lib/image-store';
import { storeImage } from '../services/uploads';
import { diskUploadsDir, IMMUTABLE_CACHE, UPLOAD_MIME_BY_EXT } from '../lib/upload-store';
import { countUploadBytes } from '../lib/metrics';
import { callerOf } from './auth';
import { fileBodyLimit } from './request-limits';

/** Per signed-in account and per client IP (generous: mobile carriers put thousands of users behind one IP). */
export const UPLOAD_LIMITS = { perAccount: 60, perIp: 600, window: '1 minute' } as const;

/** Names the server gives: a main file `<32 hex>.png|jpg` or a variant `<32 hex>-<width>.webp`. */
const SERVED_NAME = /^[a-f0-9]{32}(?:\.(png|jpg)|-\d{1,5}\.(webp))$/;

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[a-z0-9.+/-]*(?:;[a-z0-9=.+-]+)*;base64,/i;

/** Decodes standard or URL-safe base64 (whitespace and missing padding tolerated); null when it is not base64. */
export function decodeBase64(input: string): Buffer | null {
  const clean = input.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(clean)) return null;
  const unpadded = clean.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return null;
  if (clean.length !== unpadded.length && clean.length % 4 !== 0) return null;
  return Buffer.from(unpadded.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Removes `.tmp-*` files older than 10 minutes from an uploads folder (the disk store's; a bucket has none). */
async function removeStaleTempFiles(dir: string, maxAgeMs = 10 * 60_000): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.startsWith('.tmp-'))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > maxAgeMs) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

interface UploadBody {
  type?: string;
  file: string;
}

/**
 * The file of a base64 JSON upload; the route's bodyLimit (about 1.4x UPLOAD_MAX_BYTES) already bounds the text. The
 * JSON schema validates only a JSON body: a request with no body or another content type arrives here unchecked.
 */
function readBase64Body(body: UploadBody | undefined, maxBytes: number, tooLarge: string): Buffer {
  if (typeof body?.file !== 'string') throw badRequest('file is required.');
  const data = decodeBase64(body.file);
  if (!data) throw badRequest('The file is not valid base64.');
  if (data.length > maxBytes) throw payloadTooLarge(tooLarge);
  // Let the base64 text (a third larger than the file) go before waiting for an image slot: a dozen queued
  // phone photos would otherwise hold both copies.
  body.file = '';
  return data;
}

/** The multipart form's limits: one file part named `file`, an optional short `type` field, nothing else big. */
function multipartLimits(maxBytes: number) {
  return {
    files: 1,
    fileSize: maxBytes,
    fields: 2,
    fieldNameSize: 16,
    fieldSize: 64,
    parts: 3,
    headerPairs: 20,
  };
}

/**
 * The file of a multipart upload, with the same answers as the base64 body: 400 when there is no file part or it is
 * empty, 413 (the same sentence) over UPLOAD_MAX_BYTES. The file is read only up to the limit plus one chunk.
 */
async function readMultipartFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: multipartLimits(maxBytes) });
  } catch {
    throw badRequest('The request body is not valid.');
  }
  if (!part) throw badRequest('file is required.');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw badRequest('Send the image in a file field.');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(tooLarge);
    throw badRequest('The upload was interrupted. Please try again.');
  }
}

/**
 * The one answer of both upload bodies (the spec's `results` plus our extension's size and variants); URLs point at
 * S3_PUBLIC_URL when set (docs/uploads.md).
 */
function uploadAnswer(stored: StoredImage, config: Config) {
  const url = publicUploadUrl(stored.name, config);
  return {
    status: true,
    message: 'Upload successful.',
    results: url,
    data: {
      url,
      name: stored.name,
      mime: stored.mime,
      width: stored.width,
      height: stored.height,
      bytes: stored.bytes,
      variants: stored.variants.map((v) => ({ width: v.width, url: publicUploadUrl(v.name, config) })),
    },
  };
}

const variantSchema = {
  type: 'object',
  properties: { width: { type: 'integer' }, url: { type: 'string' } },
} as const;

export default fp<{ config: Config }>(
  (app, { config }, done) => {
    const tooLarge = fileTooLargeMessage(config.uploadMaxBytes);
    // Temp files a crash left behind (never served: SERVED_NAME excludes them). Only old ones: another process
    // sharing DATA_DIR may be writing a fresh one right now.
    if (app.uploadStore.kind === 'disk') {
      for (const area of ['public', 'private'] as const) {
        void removeStaleTempFiles(diskUploadsDir(config.dataDir, area)).catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not clean stale upload temp files'),
        );
      }
    }

    // Two independent counters per request (the route-level rateLimit option runs only one per request).
    const limiters = app.hasDecorator('createRateLimit')
      ? {
          ip: app.createRateLimit({
            max: UPLOAD_LIMITS.perIp,
            timeWindow: UPLOAD_LIMITS.window,
            keyGenerator: (r) => `upload-ip:${r.ip}`,
          }),
          account: app.createRateLimit({
            max: UPLOAD_LIMITS.perAccount,
            timeWindow: UPLOAD_LIMITS.window,
            keyGenerator: (r) => `upload-account:${r.caller?.id ?? 'none'}`,
          }),
        }
      : null;
    const limit = (which: 'ip' | 'account') => async (request: FastifyRequest) => {
      const result = await limiters?.[which](request);
      if (result && !result.isAllowed && result.isExceeded) {
        throw tooManyRequests(
          result.ttlInSeconds,
          `Too many uploads. Please try again in ${result.ttlInSeconds} seconds.`,
        );
      }
    };

    // Its own scope: the multipart parser serves this route only (the /clap plugins register their own).
    void app.register(async (scope: FastifyInstance) => {
      await scope.register(multipart, { limits: multipartLimits(config.uploadMaxBytes) });
      scope.post<{ Body: UploadBody | undefined }>(
        '/upload',
        {
          // Anonymous and unverified callers, and everyone while the image line is full, are turned away before
          // their (up to ~7 MB) body is read.
          onRequest: [limit('ip'), app.requirePublisher(), refuseWhenImageWorkFull],
          preHandler: limit('account'),
          // The one route besides funding documents that takes a file: its own limit and time (plugins/request-limits.ts).
          bodyLimit: fileBodyLimit(config.uploadMaxBytes),
          config: { fileBody: true },
          schema: {
            tags: ['uploads'],
            summary: 'Upload an image (spec section 7): base64 or multipart in, URL out',
            description:
              'Send JSON { type, file } with the image as base64 (no data-URL prefix), or (extension) ' +
              'multipart/form-data with the image in a `file` part and an optional `type` field: the same checks and ' +
              'the same answer, a third fewer bytes on the wire. The type is judged by the ' +
              "file's bytes (PNG, JPEG, WebP, GIF); `type` is informational. The image is re-encoded (metadata " +
              `stripped). Answers { results: "/uploads/<name>" }. Signed-in callers only; at most ${UPLOAD_LIMITS.perAccount} ` +
              `uploads a minute per account. extension: data carries the size and WebP variants (for srcset).`,
            security: [{ token: [] }],
            body: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['file'],
                    additionalProperties: false,
                    properties: {
                      type: {
                        type: 'string',
                        maxLength: 40,
                        description: "'png' or a file extension (informational)",
                      },
                      file: { type: 'string', description: 'The file as base64, without a data-URL prefix' },
                    },
                  },
                },
                // Documents the form for /clap/docs; the handler reads and checks the parts itself (the body is
                // not read yet when Fastify validates: it sees null, which this schema lets through).
                'multipart/form-data': {
                  schema: {
                    type: ['object', 'null'],
                    properties: {
                      type: {
                        type: 'string',
                        maxLength: 40,
                        description: "'png' or a file extension (informational)",
                      },
                      file: { type: 'string', format: 'binary', description: 'The image file' },
                    },
                    required: ['file'],
                  },
                },
              },
            },
            response: {
              200: envelopeSchema(
                {
                  type: 'object',
                  properties: {
                    url: { type: 'string' },
                    name: { type: 'string' },
                    mime: { type: 'string' },
                    width: { type: 'integer' },
                    height: { type: 'integer' },
                    bytes: { type: 'integer' },
                    variants: { type: 'array', items: variantSchema },
                  },
                },
                { results: { type: 'string', description: 'Root-relative URL of the stored image' } },
              ),
              400: errorSchema,
              401: errorSchema,
              413: errorSchema,
              415: errorSchema,
              429: errorSchema,
              503: errorSchema,
            },
          },
        },
        async (request) => {
          const data = request.isMultipart()
            ? await readMultipartFile(request, config.uploadMaxBytes, tooLarge)
            : readBase64Body(request.body, config.uploadMaxBytes, tooLarge);
          if (data.length === 0) throw badRequest('The file is empty.');
          // stored.storedBytes: what this upload wrote to the store (main file and variants), for the upload metrics.
          const stored = await storeImage(app.db, app.uploadStore, data, callerOf(request).id);
          countUploadBytes(stored.storedBytes);
          return uploadAnswer(stored, config);
        },
      );
    });

    app.get<{ Params: { name: string } }>(
      '/uploads/:name',
      {
        schema: {
          tags: ['uploads'],
          summary: 'A stored upload: /uploads/<id>.png|jpg, or a WebP variant /uploads/<id>-<width>.webp',
          params: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', maxLength: 100 } },
          },
          response: {
            200: fileAnswerSchema('The image', ['image/png', 'image/jpeg', 'image/webp']),
            404: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const match = SERVED_NAME.exec(request.params.name);
        if (!match) throw notFound();
        // Only the public area: private documents are never reachable here, whatever the name.
        const file = await app.uploadStore.get('public', request.params.name);
        if (!file) throw notFound();
        void reply.headers({
          'content-type': UPLOAD_MIME_BY_EXT[match[1] ?? match[2]],
          'content-length': String(file.bytes),
          'last-modified': file.lastModified.toUTCString(),
          'cache-control': IMMUTABLE_CACHE,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          // Public images: the portal may live on another site and still show them.
          'cross-origin-resource-policy': 'cross-origin',
        });
        return reply.send(file.body);
      },
    );
    done();
  },
  { name: 'uploads', dependencies: ['auth', 'db'] },
);
