// npm run restore -- FILE [--yes]: replaces the database, the uploads and the secret with an archive's (docs/backup.md).
// The archive is checked whole before anything changes; a database that holds accounts is replaced only with --yes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatBytes, readConfigOrReport, reportFailure, uploadStoreFor } from '../backup/cli-support';
import { restoreBackup } from '../backup/restore';

const USAGE = 'Usage: npm run restore -- FILE [--yes]';

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: { yes: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  if (parsed.positionals.length !== 1) {
    console.error(`Name one archive to restore.\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  const config = readConfigOrReport('restore');
  if (!config) return;
  const file = path.resolve(parsed.positionals[0]);
  const started = Date.now();
  try {
    const { manifest, warnings, removedUploads } = await restoreBackup(
      config,
      await uploadStoreFor(config),
      file,
      {
        yes: parsed.values.yes,
        log: (line) => console.log(line),
      },
    );
    for (const warning of warnings) console.warn(`WARNING: ${warning}`);
    const files = manifest.files;
    console.log(
      `Restored ${file} (${((Date.now() - started) / 1000).toFixed(1)} s): ${manifest.rows.accounts ?? 0} accounts, ` +
        `${files.public.count} public and ${files.private.count} private files (${formatBytes(files.public.bytes + files.private.bytes)})` +
        `${removedUploads > 0 ? `; ${removedUploads} files not in the archive removed` : ''}. ` +
        `The database is at migration ${manifest.migration ?? 'none'}: the next server start applies any newer migration.`,
    );
  } catch (error) {
    reportFailure('restore', error);
  }
}

await main();
