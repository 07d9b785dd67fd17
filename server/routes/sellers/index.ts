// /clap routes through which buyers reach sellers (issue 13): an enquiry about a product, mailed to its seller (and,
// issue 31, a message to a member through their profile), and the seller's own WhatsApp setting (shown on their products only when they opt in). docs/enquiries.md.
// The type provider infers each handler's params and body from its schema (server/schemas/enquiries.ts).
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ENQUIRY_MESSAGES, WHATSAPP_MESSAGES } from '../../../contract/enquiries';
import { ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireNigerianPhone } from '../../lib/phone';
import { callerOf } from '../../plugins/auth';
import { getWhatsappSetting, setWhatsappSetting } from '../../repositories/sellers';
import { PROFILE_CONTACT_MESSAGES } from '../../../contract/profile-portfolio';
import {
  enquirySchema,
  getWhatsappSchema,
  profileContactSchema,
  putWhatsappSchema,
} from '../../schemas/enquiries';
import { ENQUIRY_IP_LIMIT, sendEnquiry, sendProfileContact } from '../../services/enquiries';

const routes: FastifyPluginAsyncJsonSchemaToTs = (app) => {
  const sellers = ['creative', 'business', 'partner'] as const;

  app.post(
    '/prop/product/:id/enquiry',
    {
      schema: enquirySchema,
      onRequest: app.requirePublisher(...sellers),
      config: { rateLimit: { ...ENQUIRY_IP_LIMIT } },
    },
    async (request) => {
      await sendEnquiry(app, callerOf(request).id, request.params.id, request.body);
      return ok(null, ENQUIRY_MESSAGES.sent);
    },
  );

  // The profile's Contact button (issue 31): the enquiry's rules, addressed to a member instead of a product's seller.
  app.post(
    '/prop/profile/:id/contact',
    {
      schema: profileContactSchema,
      onRequest: app.requirePublisher(...sellers),
      config: { rateLimit: { ...ENQUIRY_IP_LIMIT } },
    },
    async (request) => {
      await sendProfileContact(app, callerOf(request).id, request.params.id, request.body);
      return ok(null, PROFILE_CONTACT_MESSAGES.sent);
    },
  );

  app.get(
    '/prop/account/whatsapp',
    { schema: getWhatsappSchema, onRequest: app.requireAuth() },
    async (request) => {
      const setting = await getWhatsappSetting(app.db, callerOf(request).id);
      if (!setting) throw notFound('Account not found.');
      return ok(setting, 'WhatsApp setting');
    },
  );

  app.put(
    '/prop/account/whatsapp',
    { schema: putWhatsappSchema, onRequest: app.requirePublisher(...sellers) },
    async (request) => {
      const raw = request.body.number?.trim() ?? '';
      const number = raw === '' ? null : requireNigerianPhone(raw);
      if (request.body.show && !number) throw badRequest(WHATSAPP_MESSAGES.numberRequired);
      const setting = { show: request.body.show, number };
      await setWhatsappSetting(app.db, callerOf(request).id, setting);
      return ok(setting, WHATSAPP_MESSAGES.saved);
    },
  );
  return Promise.resolve();
};

export default routes;
