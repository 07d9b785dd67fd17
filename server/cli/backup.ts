// npm run backup [-- --out FILE]: one archive of the database, the uploads and the secret (docs/backup.md). On PGlite
// it refuses while the server runs (PGlite allows one process); on PostgreSQL it runs beside live servers.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup, defaultArchiveName } from '../backup/backup';
import { formatBytes, readConfigOrReport, reportFailure, uploadStoreFor } from '../backup/cli-support';

async function main(): Promise<void> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run backup [-- --out FILE]`);
    process.exitCode = 1;
    return;
  }
  const config = readConfigOrReport('backup');
  if (!config) return;
  const file = path.resolve(out ?? defaultArchiveName());
  const started = Date.now();
  try {
    const { bytes, manifest, warnings } = await createBackup(config, await uploadStoreFor(config), file);
    for (const warning of warnings) console.warn(`Warning: ${warning}`);
    const files = manifest.files;
    console.log(
      `Backup written: ${file} (${formatBytes(bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s): ` +
        `${manifest.engine} database at ${manifest.migration ?? 'no migration'} with ${manifest.rows.accounts ?? 0} accounts, ` +
        `${files.public.count} public and ${files.private.count} private files${manifest.secret ? ', the secret' : ''}. ` +
        'It holds personal data and the hashing key: keep it encrypted and off this machine (docs/backup.md).',
    );
  } catch (error) {
    reportFailure('backup', error);
  }
}

await main();
