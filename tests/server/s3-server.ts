// A real S3-compatible server for tests: s3rver on a free port, its objects in a temporary folder, one bucket. Tests
// point UPLOAD_STORE=s3 at it with `env`, and look into the bucket with a plain S3 client (not the store under test).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** The part of s3rver's API the tests use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver checks signatures against these keys. */
const KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The settings that send a server's uploads to this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** Stops the server (a later request meets a closed port); idempotent. */
  stop: () => Promise<void>;
}

export async function startS3Server(bucket = 'portal-uploads'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'clap-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  let stopped = false;
  return {
    endpoint,
    bucket,
    env: {
      UPLOAD_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
