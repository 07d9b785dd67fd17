// JSON schemas of the portal identity (issue 31 section 1; docs/identity.md): the public read and the admin's
// read, edit and reset. The shapes are the contract's (contract/portal-identity.ts).
import { adminIdentitySchema, portalIdentitySchema } from '../../contract/portal-identity';
import { envelopeSchema, errorAnswers, errorSchema } from '../lib/envelope';

/** A refused edit: the problem of each field that is not valid, in English (the portal checks by the same rule). */
const refusedEdit = {
  ...errorSchema,
  properties: {
    ...errorSchema.properties,
    data: {
      type: 'object',
      properties: {
        problems: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description:
            "Each field that is not valid, with the reason (contract/portal-identity.ts's IDENTITY_MESSAGES).",
        },
      },
    },
  },
} as const;

const EXT = "extension: not part of the spec's API (issue 31).";

export const publicIdentitySchema = {
  tags: ['site'],
  summary: "The portal's operator: names, contacts, social links",
  description:
    `${EXT} The Ministry's full and short name, address, contact e-mail and phone, website, data-protection contact, ` +
    "crest, WhatsApp chat number and social links ('' when not given): the environment's values, overridden by an " +
    "admin's edit. The portal's footer, chat link and legal pages read it. Public; cached like the other public reads.",
  response: { 200: envelopeSchema(portalIdentitySchema) },
} as const;

export const adminGetIdentitySchema = {
  tags: ['admin'],
  summary: 'The portal identity for its editor (admin)',
  description: `${EXT} Admin only. What visitors get, what the environment says, and whether a stored edit overrides it.`,
  security: [{ token: [] }],
  response: { 200: envelopeSchema(adminIdentitySchema), ...errorAnswers(401, 403) },
} as const;

export const adminPutIdentitySchema = {
  tags: ['admin'],
  summary: 'Edit the portal identity (admin)',
  description:
    `${EXT} Admin only. Stores every field (it then overrides the environment's value; '' shows nothing). E-mails ` +
    'must be addresses, the phone a phone number, the WhatsApp number a Nigerian mobile, links http(s) only (the crest ' +
    'may also be a path on this server). Records an audit entry.',
  security: [{ token: [] }],
  body: portalIdentitySchema,
  response: { 200: envelopeSchema(adminIdentitySchema), 400: refusedEdit, ...errorAnswers(401, 403) },
} as const;

export const adminResetIdentitySchema = {
  tags: ['admin'],
  summary: "Use the environment's portal identity again (admin)",
  description: `${EXT} Admin only. Removes the stored edit; records an audit entry.`,
  security: [{ token: [] }],
  response: { 200: envelopeSchema(adminIdentitySchema), ...errorAnswers(401, 403) },
} as const;
