// npm run api:lint: writes the OpenAPI document the server publishes at /clap/docs/json (built from the app itself,
// on a throw-away in-memory database, never listening) to a temporary file and lints it with Redocly's CLI against
// redocly.yaml. `--out <file>` keeps the document there instead (and skips the lint). docs/architecture.md, "The
// OpenAPI document".
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Redocly's CLI, run by the current Node (its bin is a plain ES module). */
export const REDOCLY_CLI = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

/** The document exactly as GET /clap/docs/json answers it, from an app built on an empty in-memory database. */
export async function buildApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clap-api-doc-'));
  try {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-portal'),
      LOG_LEVEL: 'warn',
    });
    const database = await openDatabase(config, { inMemory: true });
    await migrateToLatest(database.db);
    const app = await buildApp({ config, database, closeDatabase: true, logger: false, loadShedding: false });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/clap/docs/json' });
      if (response.statusCode !== 200) throw new Error(`GET /clap/docs/json answered ${response.statusCode}`);
      return response.json();
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs `redocly lint` on `file` with the repository's redocly.yaml; the CLI's exit status and output. */
export function redoclyLint(
  file: string,
  format: 'stylish' | 'json' = 'stylish',
): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(
    process.execPath,
    [REDOCLY_CLI, 'lint', file, `--config=${path.join(ROOT, 'redocly.yaml')}`, `--format=${format}`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      // No telemetry or update check from a lint run.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

async function main(): Promise<void> {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  const document = `${JSON.stringify(await buildApiDocument(), null, 2)}\n`;
  if (out) {
    await writeFile(out, document);
    console.log(`OpenAPI document written to ${out}`);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'clap-openapi-'));
  try {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, document);
    const result = redoclyLint(file);
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.status;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
