// The notification fan-out worker (issue 34; docs/notifications.md "Fan-out"): every FANOUT_POLL_MS it runs the
// queued fan-out jobs (services/notification-fanout.ts), and every DEADLINE_SCAN_MS it queues the deadline
// notifications, on timers that never keep the process alive. Several processes may run it: jobs are leased.
// Tests turn it off (`enabled: false`) and call runPendingFanouts themselves.
import fp from 'fastify-plugin';
import { queueDeadlines, runPendingFanouts } from '../services/notification-fanout';

/** A new item reaches its members within seconds: the poll is one indexed query on unfinished jobs. */
export const FANOUT_POLL_MS = 3_000;
export const DEADLINE_SCAN_MS = 10 * 60_000;

export default fp<{ enabled?: boolean }>(
  (app, { enabled = true }, done) => {
    if (!enabled) {
      done();
      return;
    }
    const timers: NodeJS.Timeout[] = [];
    let running: Promise<unknown> = Promise.resolve();
    let busy = false;
    let closed = false;
    const run = (what: string, job: () => Promise<unknown>) => {
      if (busy || closed) return;
      busy = true;
      running = job()
        .catch((error: unknown) => {
          if (!closed) app.log.warn({ err: error }, `notifications: ${what} failed`);
        })
        .finally(() => {
          busy = false;
        });
    };
    const fanout = () => run('fan-out', () => runPendingFanouts(app.db, { stop: () => closed }));
    const deadlines = () =>
      run('deadline scan', async () => {
        await queueDeadlines(app.db);
        await runPendingFanouts(app.db, { stop: () => closed });
      });
    app.addHook('onReady', async () => {
      deadlines();
      timers.push(setInterval(fanout, FANOUT_POLL_MS), setInterval(deadlines, DEADLINE_SCAN_MS));
      for (const timer of timers) timer.unref();
    });
    // A batch in flight finishes before the database closes (the job's lease covers the rest).
    app.addHook('onClose', async () => {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'notification-fanout', dependencies: ['db'] },
);
