// Notification settings and the one-click unsubscribe (issue 34, docs/notifications.md "E-mail: instant and digests,
// unsubscribe"):
// - GET and PUT /prop/account/notification-settings: the signed-in member's choice (no row: the defaults);
// - GET and POST /prop/unsubscribe?token=: the List-Unsubscribe target of every notification mail (RFC 8058). The
//   signed token is the authority (no sign-in); GET changes nothing (link scanners open links) and shows a browser a
//   page whose button POSTs; POST turns off what the token names. The token is never logged (the request log keeps
//   the path only).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateLanguage } from '../../i18n/negotiate';
import { type Language, render } from '../../i18n/registry';
import { appSecret } from '../../lib/app-secret';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-errors';
import { unsubscribePage } from '../../lib/notification-mail';
import { type UnsubscribeTarget, verifyUnsubscribe } from '../../lib/unsubscribe-token';
import { callerOf } from '../../plugins/auth';
import {
  applyUnsubscribe,
  hasVerifiedSmsPhone,
  memberLanguage,
  readSettings,
  saveSettings,
} from '../../repositories/notification-settings';
import {
  getNotificationSettingsSchema,
  putNotificationSettingsSchema,
  unsubscribeInfoSchema,
  unsubscribeSchema,
} from '../../schemas/notification-mail';

const byAccount = (request: FastifyRequest) => (request.caller ? `account:${request.caller.id}` : request.ip);
const settingsLimit = { rateLimit: { max: 30, timeWindow: '15 minutes', keyGenerator: byAccount } };
/** Per address: a token is long and signed, but nobody needs more than a few clicks. */
const unsubscribeLimit = { rateLimit: { max: 30, timeWindow: '15 minutes' } };
const NO_STORE = 'private, no-store';

const INVALID = 'This unsubscribe link is not valid.';
const STALE =
  'This unsubscribe link is out of date: your notification settings have changed since the e-mail was sent. Change them in Settings.';
const DONE: Record<UnsubscribeTarget, string> = {
  email: 'You will no longer get notification e-mails.',
  training: 'You will no longer get e-mails about trainings.',
  opportunity: 'You will no longer get e-mails about opportunities.',
  funding: 'You will no longer get e-mails about funding and calls for proposals.',
  tool: 'You will no longer get e-mails about tools.',
};
const DONE_CODE = (target: UnsubscribeTarget) => `notification_mail.unsubscribed.${target}` as const;
const STOP_CODE = (target: UnsubscribeTarget) => `mail.notify.stop.${target}` as const;

/** An HTML page instead of the envelope (the route's response schemas describe the envelope only). */
const sendPage = (reply: FastifyReply, html: string, status = 200): FastifyReply =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

/** A browser that opened the link (it asks for HTML); mail clients and the portal's fetches get JSON. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const anyKind = app.requireAuth();

  // The one-click POST is a form (RFC 8058); this parser serves this plugin's routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/prop/account/notification-settings',
    { onRequest: anyKind, schema: getNotificationSettingsSchema },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return ok((await readSettings(app.db, callerOf(request).id)).settings);
    },
  );

  app.put(
    '/prop/account/notification-settings',
    {
      onRequest: anyKind,
      config: { ...settingsLimit, publicWrite: false },
      schema: putNotificationSettingsSchema,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const settings = request.body;
      if (settings.sms && !(await hasVerifiedSmsPhone(app.db, caller.id)))
        throw badRequest(
          'SMS alerts need a verified phone number. Add your number in Settings and confirm it with the code we send first.',
        );
      await saveSettings(app.db, caller.id, settings);
      void reply.header('cache-control', NO_STORE);
      return ok(
        (await readSettings(app.db, caller.id)).settings,
        'Your notification settings have been saved.',
      );
    },
  );

  /**
   * Refuses a bad link: a browser gets the page with the sentence in the member's language (the request's when the
   * token names nobody), anything else the envelope.
   */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language | null,
    stale: boolean,
  ): FastifyReply => {
    if (!wantsPage(request)) throw badRequest(stale ? STALE : INVALID);
    const lang = language ?? negotiateLanguage(request);
    const text = render(
      lang,
      stale ? 'notification_mail.unsubscribe_stale' : 'notification_mail.unsubscribe_invalid',
    );
    return sendPage(reply, unsubscribePage({ language: lang, text }), 400);
  };

  /** The token's claim and its member's language; null when forged, altered or naming a deleted account. */
  const readToken = async (token: string) => {
    const claim = verifyUnsubscribe(await appSecret(app.config), token);
    const language = claim ? await memberLanguage(app.db, claim.accountId) : null;
    return claim && language ? { claim, language } : null;
  };

  app.get(
    '/prop/unsubscribe',
    { config: { ...unsubscribeLimit }, schema: unsubscribeInfoSchema },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      const read = await readToken(request.query.token);
      if (!read) return refuse(request, reply, null, false);
      const { claim, language } = read;
      const { version } = await readSettings(app.db, claim.accountId);
      if (version !== claim.version) return refuse(request, reply, language, true);
      if (!wantsPage(request)) return ok({ target: claim.target });
      const label = render(language, STOP_CODE(claim.target));
      return sendPage(
        reply,
        unsubscribePage({
          language,
          text: `${label}?`,
          action: { url: `/clap/prop/unsubscribe?token=${encodeURIComponent(request.query.token)}`, label },
        }),
      );
    },
  );

  app.post(
    '/prop/unsubscribe',
    {
      config: { ...unsubscribeLimit, publicWrite: false },
      schema: unsubscribeSchema,
      // RFC 8058's body is List-Unsubscribe=One-Click; some clients send none at all.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      const read = await readToken(request.query.token);
      if (!read) return refuse(request, reply, null, false);
      const { claim, language } = read;
      const outcome = await applyUnsubscribe(app.db, claim);
      if (outcome.status !== 'done') return refuse(request, reply, language, outcome.status === 'stale');
      request.log.info(
        { unsubscribe: { account: claim.accountId, target: claim.target } },
        'unsubscribed by link',
      );
      if (!wantsPage(request)) return ok({ target: claim.target }, DONE[claim.target]);
      return sendPage(reply, unsubscribePage({ language, text: render(language, DONE_CODE(claim.target)) }));
    },
  );
  return Promise.resolve();
};

export default routes;
