// The metrics of a node:cluster (docs/operations.md): the primary's METRICS_PORT answers every worker's metrics,
// summed, through prom-client's AggregatorRegistry; workers answer because server/lib/metrics.ts listens when loaded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/process-helpers';

let stop: (() => Promise<void>) | undefined;
afterAll(async () => stop?.());

describe('metrics of a cluster', () => {
  it('the primary serves the sum of its workers', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/hardening/fixtures/metrics-cluster.ts'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', METRICS_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    };
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the cluster did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('metrics on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
    });
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toMatch(
      /^clap_http_request_duration_seconds_count\{route="\/clap\/health",method="GET",status_code="200"\} 6$/m,
    );
    expect(text).toMatch(/^clap_upload_bytes_total 2000$/m);
    // Node's own metrics come from each worker too (the primary counts no requests).
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    await stop();
  });
});
