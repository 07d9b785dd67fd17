// The 24-hour training reminders (issue 33, docs/training.md "Registration"): once when the server is ready, then
// every REMINDER_INTERVAL_MS on a timer that never keeps the process alive. Each registered seat is reminded once
// (reminded_at), whichever server process gets there first. Tests call sendDueReminders directly.
import fp from 'fastify-plugin';
import { sendDueReminders } from '../services/training-registrations';

/** A reminder goes out between 24 hours and 24 hours minus this before the start. */
export const REMINDER_INTERVAL_MS = 10 * 60_000;

export default fp(
  (app, _options, done) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    let closing = false;
    const remind = () => {
      running = running
        .then(() => sendDueReminders(app, () => closing))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not send training reminders'));
    };
    app.addHook('onReady', async () => {
      remind();
      timer = setInterval(remind, REMINDER_INTERVAL_MS);
      timer.unref();
    });
    // A pass in flight finishes its batch, and stops there, before the database closes: a backlog of due reminders
    // (a national registry's morning) would otherwise hold the shutdown past its 10 s limit.
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'training-reminders', dependencies: ['db', 'mail'] },
);
