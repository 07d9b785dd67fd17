// The notification mail worker (issue 34, docs/notifications.md "E-mail: instant and digests, unsubscribe"): once
// when the server is ready, then every NOTIFICATION_MAIL_POLL_MS on a timer that never keeps the process alive, it
// mails new matched notifications to members who chose one mail each and sends the digests that are due. Every
// server process runs it; row locks (SKIP LOCKED) keep them from mailing anything twice. Tests call the service.
import fp from 'fastify-plugin';
import { sendNotificationMails } from '../services/notification-mail';

export default fp(
  (app, _options, done) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    // The digest slots this process has walked to the end (services/notification-mail.ts, sendDigests).
    const walked = new Map<string, number>();
    const pass = () => {
      running = running
        .then(() => sendNotificationMails(app, walked))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not send notification mails'));
    };
    app.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, app.config.notificationMailPollMs);
      timer.unref();
    });
    // A pass in flight finishes before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
    done();
  },
  { name: 'notification-mail', dependencies: ['db', 'mail'] },
);
