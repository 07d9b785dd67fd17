// Purges taken-down content whose appeal time has passed (docs/moderation.md): once when the server is ready, then
// every PURGE_INTERVAL_MS on a timer that never keeps the process alive. Tests call purgeRemovedContent directly.
import fp from 'fastify-plugin';
import { purgeRemovedContent } from '../services/content-removal';

export const PURGE_INTERVAL_MS = 3_600_000;

export default fp(
  (app, _options, done) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const purge = () => {
      running = running
        .then(() => purgeRemovedContent(app))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not purge taken-down content'));
    };
    app.addHook('onReady', async () => {
      purge();
      timer = setInterval(purge, PURGE_INTERVAL_MS);
      timer.unref();
    });
    // A purge in flight finishes before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'content-purge', dependencies: ['db'] },
);
