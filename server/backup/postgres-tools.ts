// pg_dump and pg_restore as child processes: found on PATH, version-checked against the server, given the connection
// through libpq's environment so the password never shows in the process list.
import { spawn } from 'node:child_process';
import { BackupError } from './errors';

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to completion; its output is kept to the last 64 KB (pg_restore's error list can be long). */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const keep = (text: string) => (text.length > 65_536 ? text.slice(-65_536) : text);
    child.stdout.on('data', (chunk: Buffer) => (stdout = keep(stdout + chunk.toString())));
    child.stderr.on('data', (chunk: Buffer) => (stderr = keep(stderr + chunk.toString())));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new BackupError(
            `${program} was not found on PATH: install the PostgreSQL client programs (e.g. apt-get install postgresql-client), of the server's major version or newer`,
          ),
        );
      } else reject(error);
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** "pg_dump (PostgreSQL) 16.4 (Debian 16.4-1)" -> 16.4 */
export function parseClientVersion(output: string): { text: string; major: number } | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output);
  return match ? { text: match[2] ? `${match[1]}.${match[2]}` : match[1], major: Number(match[1]) } : null;
}

/** The client's version; refuses a client older than the server (it cannot dump or restore a newer server's catalog). */
export async function checkClient(program: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> {
  const result = await run(program, ['--version']);
  const version = parseClientVersion(result.stdout);
  if (result.code !== 0 || !version)
    throw new BackupError(
      `${program} --version did not answer as expected: ${result.stderr.trim() || result.stdout.trim()}`,
    );
  if (version.major < serverMajor) {
    throw new BackupError(
      `${program} is version ${version.text} but the database server is PostgreSQL ${serverMajor}: install the client programs of version ${serverMajor} or newer ` +
        `(e.g. apt-get install postgresql-client-${serverMajor}) and put them first on PATH`,
    );
  }
  return version.text;
}

/**
 * The DATABASE_URL without its password (an argument anyone on the machine can read in the process list) and the
 * environment that carries the password to libpq instead.
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function failure(program: string, result: RunResult): BackupError {
  const detail = result.stderr.trim().split('\n').slice(-5).join('\n');
  return new BackupError(`${program} failed (exit code ${String(result.code)}):\n${detail}`);
}

/** pg_dump in the custom format into `file`, from the exported `snapshot` when given (the same one the counts read). */
export async function dumpDatabase(databaseUrl: string, file: string, snapshot?: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const args = [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    ...(snapshot ? [`--snapshot=${snapshot}`] : []),
    `--dbname=${url}`,
  ];
  const result = await run('pg_dump', args, env);
  if (result.code !== 0) throw failure('pg_dump', result);
}

/** The schemas a custom-format dump creates (its table of contents); also proves pg_restore can read the file. */
export async function schemasInDump(file: string): Promise<string[]> {
  const result = await run('pg_restore', ['--list', file]);
  if (result.code !== 0) throw failure('pg_restore --list', result);
  // TOC lines: "<id>; <catalog oid> <oid> SCHEMA - <name> <owner>"
  return [...result.stdout.matchAll(/^\d+;\s+\d+\s+\d+\s+SCHEMA\s+-\s+(\S+)/gm)].map((match) => match[1]);
}

/** Loads a dump into an emptied database, all or nothing (one transaction, stop at the first error). */
export async function restoreDump(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const result = await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
    env,
  );
  if (result.code !== 0) throw failure('pg_restore', result);
}
