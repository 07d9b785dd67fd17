// Uploads in an S3-compatible bucket (UPLOAD_STORE=s3): one client for AWS S3, MinIO, Cloudflare R2 and DigitalOcean
// Spaces. Keys are `<S3_PREFIX><area>/<name>`. A PutObject is atomic (a reader sees the whole object or none), so no
// temporary names are needed. Every call has a deadline: a dead or silent endpoint fails the request in seconds
// (503) instead of holding it, and its socket, forever (docs/uploads.md, "Timeouts").
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE, storeOperation, type UploadArea, type UploadStore } from './upload-store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** MinIO, R2, Spaces: the service's URL; unset for AWS S3. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `portal/` when the bucket is shared; empty or ending in `/`. */
  prefix: string;
}

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;
/** check() (health) must answer quickly even when the endpoint does not. */
const CHECK_TIMEOUT_MS = 2000;

/** The SDK answered "no such key" (GetObject says NoSuchKey, HeadObject a bare 404 NotFound). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3UploadStore(options: S3StoreOptions): UploadStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // One retry (with the SDK's backoff) covers a dropped keep-alive socket; more would only hold the request longer.
    maxAttempts: 2,
    requestHandler: {
      // Connect within 3 s, headers within 10 s, and no 15 s of silence while a body streams.
      connectionTimeout: 3000,
      requestTimeout: 10_000,
      throwOnRequestTimeout: true,
      socketTimeout: 15_000,
    },
    // The SDK's default CRC checksum headers on every PUT are refused or ignored by several S3-compatible servers
    // (older MinIO and Ceph, s3rver); TLS already guards the bytes in transit. They stay where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (area: UploadArea, name: string) => `${options.prefix}${area}/${name}`;

  return {
    kind: 's3',
    client,
    put: (area, name, data, contentType) =>
      storeOperation('put', async () => {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(area, name),
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            // Private documents must never sit in a shared cache, should the bucket ever be reachable.
            CacheControl: area === 'public' ? IMMUTABLE_CACHE : 'private, no-store',
          }),
        );
      }),
    get: (area, name) =>
      storeOperation('get', async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(area, name) }));
          return {
            body: answer.Body as Readable,
            bytes: answer.ContentLength ?? 0,
            lastModified: answer.LastModified ?? new Date(0),
          };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),
    stat: (area, name) =>
      storeOperation('stat', async () => {
        try {
          const answer = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(area, name) }));
          return { bytes: answer.ContentLength ?? 0, lastModified: answer.LastModified ?? new Date(0) };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }),
    remove: (area, names) =>
      storeOperation('remove', async () => {
        for (let start = 0; start < names.length; start += DELETE_BATCH) {
          const batch = names.slice(start, start + DELETE_BATCH);
          const answer = await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: batch.map((name) => ({ Key: keyOf(area, name) })), Quiet: true },
            }),
          );
          // A missing key is not an error to S3 either; anything listed here is a real refusal.
          const refused = answer.Errors ?? [];
          if (refused.length > 0)
            throw new Error(
              `${refused.length} objects not deleted: ${refused[0].Code ?? ''} ${refused[0].Message ?? ''}`,
            );
        }
      }),
    async *list(area) {
      const Prefix = keyOf(area, '');
      let ContinuationToken: string | undefined;
      do {
        const page = await storeOperation('list', () =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(Prefix.length);
          if (name && !name.includes('/')) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
        return true;
      } catch {
        return false;
      }
    },
    close() {
      client.destroy();
    },
  };
}
