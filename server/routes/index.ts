// Every /clap route, one plugin per resource folder (its owner fills it in). Route plugins are not wrapped in
// fastify-plugin (that would break their prefix); each route declares a full JSON schema.
import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/index';
import adminRoutes from './admin/index';
import authRoutes from './auth/index';
import businessRoutes from './business/index';
import certificateRoutes from './certificates/index';
import callRoutes from './calls/index';
import capabilitiesRoutes from './capabilities/index';
import creativeRoutes from './creative/index';
import directoryRoutes from './directory/index';
import eventRoutes from './events/index';
import fundingRoutes from './funding/index';
import healthRoutes from './health/index';
import insightsRoutes from './insights/index';
import mailRoutes from './mail/index';
import notificationRoutes from './notifications/index';
import notificationMailRoutes from './notification-mail/index';
import opportunityRoutes from './opportunities/index';
import pageRoutes from './pages/index';
import partnerRoutes from './partners/index';
import portalIdentityRoutes from './portal-identity/index';
import postRoutes from './posts/index';
import productRoutes from './products/index';
import profileRoutes from './profiles/index';
import referenceRoutes from './reference/index';
import reportRoutes from './reports/index';
import sellerRoutes from './sellers/index';
import skillRoutes from './skills/index';
import statsRoutes from './stats/index';
import toolRoutes from './tools/index';
import vitalsRoutes from './vitals/index';

const clapRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(capabilitiesRoutes);
  await app.register(referenceRoutes);
  await app.register(authRoutes);
  await app.register(creativeRoutes);
  await app.register(businessRoutes);
  await app.register(partnerRoutes);
  await app.register(profileRoutes);
  await app.register(skillRoutes);
  await app.register(directoryRoutes);
  await app.register(adminRoutes);
  await app.register(postRoutes);
  await app.register(toolRoutes);
  await app.register(opportunityRoutes);
  await app.register(eventRoutes);
  await app.register(certificateRoutes);
  await app.register(productRoutes);
  await app.register(sellerRoutes);
  await app.register(pageRoutes);
  await app.register(portalIdentityRoutes);
  await app.register(accountRoutes);
  await app.register(vitalsRoutes);
  await app.register(mailRoutes);
  await app.register(fundingRoutes);
  await app.register(statsRoutes);
  await app.register(reportRoutes);
  await app.register(callRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationMailRoutes);

  await app.register(insightsRoutes);
};

export default clapRoutes;
