// The backup archive's reader and writer on their own: a round trip of files, folders and a streamed body; a truncated
// archive, a foreign entry and a missing end are ArchiveErrors (what the restore reports as "damaged").
import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, readArchive, readSmall } from '../../server/backup/archive';
import { ArchiveError } from '../../server/backup/errors';
import { classifyEntry } from '../../server/backup/manifest';
import { tempDir } from './process-helpers';

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function entriesOf(file: string): Promise<{ name: string; type: string; data: Buffer }[]> {
  const entries = [];
  for await (const entry of readArchive(file))
    entries.push({ name: entry.name, type: entry.type, data: await readSmall(entry, 10_000_000) });
  return entries;
}

describe('backup archive', () => {
  it('reads back what it wrote, bodies of any size, with mode 0600', async () => {
    const dir = await tempDir('clap-archive-');
    dirs.push(dir);
    const file = path.join(dir, 'a.tar.gz');
    const big = randomBytes(1_000_003);
    const writer = new ArchiveWriter(file);
    await writer.addDirectory('database/pgdata/base');
    await writer.addBuffer('secret', Buffer.from('key\n'));
    await writer.addStream(
      'uploads/public/x.png',
      big.length,
      Readable.from([big.subarray(0, 5000), big.subarray(5000)]),
    );
    await writer.addBuffer('manifest.json', Buffer.alloc(0));
    await writer.finish();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await entriesOf(file)).toEqual([
      { name: 'database/pgdata/base/', type: 'Directory', data: Buffer.alloc(0) },
      { name: 'secret', type: 'File', data: Buffer.from('key\n') },
      { name: 'uploads/public/x.png', type: 'File', data: big },
      { name: 'manifest.json', type: 'File', data: Buffer.alloc(0) },
    ]);

    const whole = await readFile(file);
    await writeFile(path.join(dir, 'cut.tar.gz'), whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(entriesOf(path.join(dir, 'cut.tar.gz'))).rejects.toBeInstanceOf(ArchiveError);
    await writeFile(path.join(dir, 'junk.tar.gz'), randomBytes(4096));
    await expect(entriesOf(path.join(dir, 'junk.tar.gz'))).rejects.toThrow(/not a whole gzip file/);
  });

  it('refuses a body that does not match its announced size (a file that changed while copied)', async () => {
    const dir = await tempDir('clap-archive-');
    dirs.push(dir);
    const writer = new ArchiveWriter(path.join(dir, 'b.tar.gz'));
    await expect(
      writer.addStream('uploads/public/y.png', 10, Readable.from([Buffer.alloc(4)])),
    ).rejects.toThrow(/shrank/);
    await writer.abort();
    expect(await stat(path.join(dir, 'b.tar.gz')).catch(() => null)).toBeNull();
  });

  it('knows only the entries a backup writes, and nothing that climbs out of its folder', () => {
    expect(classifyEntry('uploads/private/doc.pdf')).toEqual({
      kind: 'upload',
      area: 'private',
      name: 'doc.pdf',
    });
    expect(classifyEntry('database/pgdata/base/1/2608')).toEqual({ kind: 'pgdata', relative: 'base/1/2608' });
    for (const name of [
      'database/pgdata/../../etc/passwd',
      'uploads/public/../secret',
      'uploads/public/.tmp-1',
      '/etc/passwd',
      'other.txt',
    ]) {
      expect(() => classifyEntry(name), name).toThrow(ArchiveError);
    }
  });
});
