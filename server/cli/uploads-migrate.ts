// npm run uploads:migrate: copies every upload under DATA_DIR (public images and their variants, private funding
// documents) into the bucket UPLOAD_STORE=s3 names, keeping each name, so the database's rows need no change.
// Idempotent: an object already in the bucket with the same size is skipped, so a run cut short is simply run again.
// It never deletes the disk copies (docs/uploads.md, "Moving existing files"). Exit code 0 when every file is in the
// bucket, 1 otherwise.
import { buffer } from 'node:stream/consumers';
import { ConfigError, loadConfig } from '../config';
import {
  createDiskUploadStore,
  UPLOAD_MIME_BY_EXT,
  type UploadArea,
  type UploadStore,
} from '../lib/upload-store';
import { createUploadStore } from '../lib/upload-stores';

/** Files copied at once: enough to hide the bucket's latency, few enough for a small machine. */
const PARALLEL = 8;

interface AreaCount {
  copied: number;
  skipped: number;
  failed: number;
}

async function copyOne(
  source: UploadStore,
  target: UploadStore,
  area: UploadArea,
  name: string,
): Promise<'copied' | 'skipped'> {
  const there = await target.stat(area, name);
  const file = await source.get(area, name);
  if (!file) return 'skipped'; // removed while we ran: nothing to copy
  if (there && there.bytes === file.bytes) {
    file.body.destroy();
    return 'skipped';
  }
  const data = await buffer(file.body);
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  await target.put(area, name, data, UPLOAD_MIME_BY_EXT[ext] ?? 'application/octet-stream');
  return 'copied';
}

async function copyArea(source: UploadStore, target: UploadStore, area: UploadArea): Promise<AreaCount> {
  const count: AreaCount = { copied: 0, skipped: 0, failed: 0 };
  const running = new Set<Promise<void>>();
  for await (const name of source.list(area)) {
    const task = copyOne(source, target, area, name).then(
      (outcome) => {
        count[outcome] += 1;
      },
      (error: unknown) => {
        count.failed += 1;
        const cause =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        console.error(`failed: ${area}/${name}: ${cause}`);
      },
    );
    const tracked = task.finally(() => running.delete(tracked));
    running.add(tracked);
    if (running.size >= PARALLEL) await Promise.race(running);
  }
  await Promise.all(running);
  return count;
}

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    return 1;
  }
  if (config.uploadStore !== 's3') {
    console.error(
      'Set UPLOAD_STORE=s3 and the S3_* settings of the bucket to copy the uploads under DATA_DIR into.',
    );
    return 1;
  }
  const source = createDiskUploadStore(config.dataDir);
  const target = await createUploadStore(config);
  try {
    if (!(await target.check())) {
      console.error(
        `The bucket ${config.s3?.bucket ?? ''} cannot be reached with these settings (S3_ENDPOINT, S3_REGION, keys): nothing was copied.`,
      );
      return 1;
    }
    let failed = 0;
    for (const area of ['public', 'private'] as const) {
      const count = await copyArea(source, target, area);
      console.log(
        `${area}: ${count.copied} copied, ${count.skipped} already in the bucket, ${count.failed} failed`,
      );
      failed += count.failed;
    }
    if (failed > 0) {
      console.error(`${failed} files were not copied: run the migration again (copied files are skipped).`);
      return 1;
    }
    console.log(
      `Every upload under ${config.dataDir} is in the bucket. Start the servers with UPLOAD_STORE=s3.`,
    );
    return 0;
  } finally {
    target.close?.();
  }
}

process.exitCode = await main();
