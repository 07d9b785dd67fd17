// The backup archive as a stream: a gzipped POSIX tar (readable by `tar -tzvf`), written and read one entry at a time
// so neither the database dump nor the uploads are ever held in memory whole. The tar package encodes and checks the
// 512-byte headers; the framing around them (body, padding, end blocks) is the format's few fixed rules.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Header } from 'tar';
import { ArchiveError } from './errors';

const BLOCK = 512;
const ZERO_BLOCKS = Buffer.alloc(BLOCK * 2);

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

/**
 * Writes an archive to a temporary name beside `file` (mode 0600: it holds the secret and personal data) and renames
 * it to `file` only when complete, so a crash or a full disk never leaves something that looks like a backup.
 */
export class ArchiveWriter {
  private readonly gzip = createGzip();
  private readonly written: Promise<void>;
  private readonly temp: string;

  constructor(private readonly file: string) {
    this.temp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.partial-${randomBytes(4).toString('hex')}`,
    );
    this.written = pipeline(this.gzip, createWriteStream(this.temp, { flags: 'wx', mode: 0o600 }));
    // The pipeline's failure (disk full) surfaces in finish() or in the write that waits for 'drain'.
    this.written.catch(() => undefined);
  }

  private async write(chunk: Buffer): Promise<void> {
    if (!this.gzip.write(chunk)) await Promise.race([once(this.gzip, 'drain'), this.written]);
  }

  private async header(name: string, type: 'File' | 'Directory', size: number, mtime: Date): Promise<void> {
    const header = new Header({
      path: name,
      type,
      size,
      mode: type === 'File' ? 0o600 : 0o700,
      mtime,
      uid: 0,
      gid: 0,
    });
    const block = Buffer.alloc(BLOCK);
    header.encode(block);
    // Our names are short by construction; a name tar cannot hold in a plain header is a bug, not a pax case.
    if (Buffer.byteLength(name) > 255 || header.path !== name)
      throw new Error(`archive entry name too long: ${name}`);
    await this.write(block);
  }

  async addDirectory(name: string, mtime = new Date()): Promise<void> {
    await this.header(name.endsWith('/') ? name : `${name}/`, 'Directory', 0, mtime);
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()): Promise<void> {
    await this.header(name, 'File', data.length, mtime);
    await this.write(data);
    await this.write(ZERO_BLOCKS.subarray(0, padding(data.length)));
  }

  /** Streams `size` bytes from `body`; a body that ends early or runs long fails the backup (the file changed). */
  async addStream(
    name: string,
    size: number,
    body: AsyncIterable<Buffer>,
    mtime = new Date(),
  ): Promise<void> {
    await this.header(name, 'File', size, mtime);
    let seen = 0;
    for await (const chunk of body) {
      seen += chunk.length;
      if (seen > size) throw new Error(`${name} grew while it was being copied`);
      await this.write(chunk);
    }
    if (seen !== size) throw new Error(`${name} shrank while it was being copied`);
    await this.write(ZERO_BLOCKS.subarray(0, padding(size)));
  }

  /** Ends the archive, flushes it to disk and gives it its final name. */
  async finish(): Promise<void> {
    await this.write(ZERO_BLOCKS);
    this.gzip.end();
    await this.written;
    const handle = await open(this.temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(this.temp, this.file);
  }

  /** Drops the unfinished archive. */
  async abort(): Promise<void> {
    this.gzip.destroy();
    await this.written.catch(() => undefined);
    await rm(this.temp, { force: true });
  }
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number): Promise<boolean> {
    while (this.length < wanted) {
      const next = await this.source.next();
      if (next.done) return false;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  private take(count: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    this.buffered = all.length > count ? [all.subarray(count)] : [];
    this.length = all.length - count;
    return all.subarray(0, count);
  }

  /** Exactly `count` bytes, or null at a clean end before the first of them. */
  async exactly(count: number): Promise<Buffer | null> {
    if (!(await this.fill(count))) {
      if (this.length === 0) return null;
      throw new ArchiveError('The archive ends in the middle of an entry (truncated).');
    }
    return this.take(count);
  }

  /** `count` bytes in pieces of at most one source chunk. */
  async *pieces(count: number): AsyncGenerator<Buffer> {
    let left = count;
    while (left > 0) {
      if (this.length === 0 && !(await this.fill(1)))
        throw new ArchiveError('The archive ends in the middle of an entry (truncated).');
      const piece = this.take(Math.min(left, this.length));
      left -= piece.length;
      yield piece;
    }
  }
}

export interface ArchiveEntry {
  name: string;
  type: 'File' | 'Directory';
  size: number;
  mtime: Date | undefined;
  /** The entry's bytes; read them before asking for the next entry, or they are skipped. */
  body: AsyncIterable<Buffer>;
}

/**
 * The entries of an archive, in order. Throws ArchiveError for anything that is not a whole gzipped tar: a bad gzip
 * stream or checksum, a header whose checksum fails, a missing end, an entry type we never write.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const gunzip = createGunzip();
  const source = createReadStream(file).pipe(gunzip);
  source.on('error', () => undefined);
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const reader = new ByteReader({
    next: () =>
      iterator.next().catch((error: unknown) => {
        throw new ArchiveError(
          `The archive is damaged: it is not a whole gzip file (${(error as Error).message}).`,
        );
      }),
  });
  try {
    for (;;) {
      const block = await reader.exactly(BLOCK);
      if (!block) throw new ArchiveError('The archive ends without its end marker (truncated).');
      if (block.every((byte) => byte === 0)) return;
      let header: Header | null = null;
      try {
        header = new Header(block);
      } catch {
        // a field that does not decode (e.g. "invalid base256 encoding"): damage, like a failed checksum
      }
      if (!header?.cksumValid || !header.path)
        throw new ArchiveError('The archive is damaged: an entry header fails its checksum.');
      const type = header.type;
      if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') {
        throw new ArchiveError(
          `The archive holds an entry of a kind a backup never has (${header.path}: ${type}).`,
        );
      }
      const size = header.size ?? 0;
      let left = size;
      const body = async function* (): AsyncGenerator<Buffer> {
        for await (const piece of reader.pieces(left)) {
          left -= piece.length;
          yield piece;
        }
      };
      yield {
        name: header.path,
        type: type === 'Directory' ? 'Directory' : 'File',
        size,
        mtime: header.mtime,
        body: body(),
      };
      // Whatever the caller did not read is skipped, so the next header is found where it is.
      for await (const piece of reader.pieces(left)) left -= piece.length;
      await reader.exactly(padding(size));
    }
  } finally {
    source.destroy();
  }
}

/** Collects a small entry (the manifest, the secret) into memory. */
export async function readSmall(entry: ArchiveEntry, limit = 1024 * 1024): Promise<Buffer> {
  if (entry.size > limit)
    throw new ArchiveError(`The archive's ${entry.name} is too large (${entry.size} bytes).`);
  const pieces: Buffer[] = [];
  for await (const piece of entry.body) pieces.push(piece);
  return Buffer.concat(pieces);
}
