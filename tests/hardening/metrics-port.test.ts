// METRICS_PORT on the real process (docs/operations.md): set, Prometheus metrics are served on 127.0.0.1 only,
// apart from the public port; unset, the process listens on its public port and nothing else.
import { readdir, readFile, readlink, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer, tempDir } from '../server/process-helpers';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** The TCP ports a process listens on, with their addresses, from /proc (no tool needed). */
async function listening(pid: number): Promise<string[]> {
  const inodes = new Set<string>();
  for (const fd of await readdir(`/proc/${pid}/fd`)) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const cols = line.trim().split(/\s+/);
      // state 0A = LISTEN; column 9 is the socket's inode.
      if (cols[3] !== '0A' || !inodes.has(cols[9])) continue;
      const [hexAddress, hexPort] = cols[1].split(':');
      const address = hexAddress === '0100007F' ? '127.0.0.1' : /^0+$/.test(hexAddress) ? 'any' : hexAddress;
      found.push(`${address}:${parseInt(hexPort, 16)}`);
    }
  }
  return found.sort();
}

describe('METRICS_PORT', () => {
  it('serves /metrics on 127.0.0.1 only, with the request timings of the public port', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const metricsPort = await freePort();
    // HOST 0.0.0.0: the public port listens everywhere, the metrics port still on loopback alone.
    const server = await startServer({
      DATA_DIR: dataDir,
      METRICS_PORT: String(metricsPort),
      HOST: '0.0.0.0',
    });
    cleanups.push(() => stopServer(server));
    for (let i = 0; i < 3; i += 1)
      await fetch(`${server.url}/clap/health`, { headers: { 'x-request-id': `probe-${i}` } });
    const sockets = await listening(server.child.pid ?? 0);
    console.log(`METRICS_PORT set: listening on ${sockets.join(', ')}`);
    expect(sockets).toContain(`127.0.0.1:${metricsPort}`);
    expect(sockets.filter((socket) => socket.endsWith(`:${metricsPort}`))).toEqual([
      `127.0.0.1:${metricsPort}`,
    ]);
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /^clap_http_request_duration_seconds_count\{route="\/clap\/health",method="GET",status_code="200"\} \d+$/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^clap_mail_queue_depth 0$/m);
    // The public port does not answer for metrics (a file name: a 404, not the portal).
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    await stopServer(server);
  });

  it('unset: the process listens on its public port alone', async () => {
    const dataDir = await tempDir();
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir });
    cleanups.push(() => stopServer(server));
    const sockets = await listening(server.child.pid ?? 0);
    console.log(`METRICS_PORT unset: listening on ${sockets.join(', ')}`);
    expect(sockets).toEqual([`127.0.0.1:${server.port}`]);
    await stopServer(server);
  });
});
