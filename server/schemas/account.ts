// JSON schemas of the account settings routes (change password, sign out everywhere, export, delete); their bodies
// are declared once in contract/account-settings.ts. Extensions beyond the spec's API, marked as such in the OpenAPI.
import {
  accountLanguageBodySchema,
  accountLanguageSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
} from '../../contract/account-settings';
import { envelopeSchema, errorAnswers } from '../lib/envelope';
import { accountRouteSchema } from './account-route';

const EXT = "extension: not part of the spec's API (issue 6).";
const empty = envelopeSchema({ type: 'null' });

export const changePasswordSchema = accountRouteSchema(
  'Change my password',
  `${EXT} Signed in, any kind. Checks the current password, applies the spec's password rules and messages, then signs out ` +
    'every other session (this one stays valid) and forgets every known device but the one whose device_token is sent.',
  { body: changePasswordBodySchema, response: { 200: empty, ...errorAnswers(400, 401, 429) } },
);

export const logoutAllSchema = accountRouteSchema(
  'Sign out of all devices',
  `${EXT} Signed in, any kind. Revokes every session of the account, this one included: the token gets 401 afterwards.`,
  { response: { 200: empty, ...errorAnswers(401) } },
);

export const exportSchema = accountRouteSchema(
  'Download my data',
  `${EXT} Signed in, any kind. A JSON file (Content-Disposition: attachment; filename="my-data.json") with everything the portal ` +
    'holds on the account: data = { exported_at, account, profile, posts, products, tools, opportunities, events, owned_businesses, skills, uploads, ' +
    'interest_registrations, consents, sessions, funding_applications (each with status_history and documents), documents (every private document the ' +
    "account uploaded: name, type, size, date, its application and that application's status, and download_url, the signed-in GET /clap/prop/funding/document/{id}), " +
    'reports_made, training_registrations, certificates (each: code, kind, what it certifies, issued and revoked), notification_settings }. Links are absolute on PUBLIC_URL (images on S3_PUBLIC_URL when set). No password, token or identity hash is ever included.',
  {
    response: {
      200: envelopeSchema({ type: 'object', additionalProperties: true }),
      ...errorAnswers(401, 404, 429),
    },
  },
);

export const deleteAccountSchema = accountRouteSchema(
  'Delete my account',
  `${EXT} Signed in, creative, business or partner (admins are managed by other admins). Confirmed by the password. In one ` +
    'transaction deletes the account and everything of it, then (after the commit, in the same request) its uploaded files and its private documents; ' +
    'the token gets 401 and logging in fails afterwards.',
  { body: deleteAccountBodySchema, response: { 200: empty, ...errorAnswers(400, 401, 403, 429) } },
);

export const getLanguageSchema = accountRouteSchema(
  "My account's language",
  `${EXT} Signed in, any kind. The language the account's e-mails are written in (issue 17): en, pcm, ha, yo or ig.`,
  { response: { 200: envelopeSchema(accountLanguageSchema), ...errorAnswers(401) } },
);

export const setLanguageSchema = accountRouteSchema(
  "Set my account's language",
  `${EXT} Signed in, any kind. From now on every e-mail to the account (codes, resets, take-downs, enquiries, funding) is ` +
    "written in this language. Set at sign-up from the request's language (Accept-Language, or ?lang= on a GET).",
  {
    body: accountLanguageBodySchema,
    response: { 200: envelopeSchema(accountLanguageSchema), ...errorAnswers(400, 401) },
  },
);
