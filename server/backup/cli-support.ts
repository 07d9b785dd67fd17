// What the backup and restore commands share: the configuration the server reads, the upload store it uses, and
// one way to report a failure (a sentence for the operator and exit code 1, never a stack for a known problem).
import type { Config } from '../config';
import { ConfigError, loadConfig } from '../config';
import type { UploadStore } from '../lib/upload-store';
import { createUploadStore } from '../lib/upload-stores';
import { BackupError } from './errors';

/** The server's configuration; null (with the problems printed and exit code 1) when it is refused. */
export function readConfigOrReport(command: string): Config | null {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
    console.error(
      `The ${command} did not run: fix the configuration above (the same settings as the server's).`,
    );
    process.exitCode = 1;
    return null;
  }
}

/** The store the server writes uploads to (UPLOAD_STORE: the disk under DATA_DIR, or the S3 bucket). */
export function uploadStoreFor(config: Config): Promise<UploadStore> {
  return createUploadStore(config);
}

/** Prints a failure: known problems as their sentence, anything else with its message marked as unexpected. */
export function reportFailure(command: string, error: unknown): void {
  if (error instanceof BackupError) console.error(`The ${command} failed: ${error.message}`);
  else if (error instanceof Error && error.name === 'DataDirLockedError')
    console.error(
      `The ${command} failed: ${error.message} Stop the server first; PGlite allows one process.`,
    );
  else
    console.error(
      `The ${command} failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`,
    );
  process.exitCode = 1;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
