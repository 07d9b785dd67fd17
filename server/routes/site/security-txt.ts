// /.well-known/security.txt (RFC 9116; issue 31): where to report a vulnerability. Contact is the operator's e-mail
// (the portal identity: an admin's edit, else OPERATOR_EMAIL); without one, the portal's About page, which lists the
// Ministry's contacts. Expires a year ahead of each answer (the file is generated, so it never goes stale),
// Canonical on PUBLIC_URL, Preferred-Languages en.
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { effectiveIdentity, getStoredIdentity } from '../../repositories/portal-identity';
import { SITE_FILES_MAX_AGE_SECONDS, securityTxtSchema } from '../../schemas/site';

const YEAR_MS = 365 * 24 * 3600 * 1000;

export function securityTxt(contact: string, publicUrl: string, now: Date): string {
  const lines = [
    `Contact: ${contact}`,
    `Expires: ${new Date(now.getTime() + YEAR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    'Preferred-Languages: en',
  ];
  return `${lines.join('\n')}\n`;
}

export const securityTxtRoutes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  app.get('/.well-known/security.txt', { schema: securityTxtSchema }, async (_request, reply) => {
    const identity = effectiveIdentity(app.config.portalIdentity, await getStoredIdentity(app.db));
    const contact = identity.email ? `mailto:${identity.email}` : `${app.config.publicUrl}/aboutus`;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${SITE_FILES_MAX_AGE_SECONDS}`)
      .send(securityTxt(contact, app.config.publicUrl, new Date()));
  });
  return Promise.resolve();
};
