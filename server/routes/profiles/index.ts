// /clap routes for profiles, one file per concern: own profiles and their edits, profile images, public profiles,
// and the businesses an account runs ("Add a Business", docs/people.md).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import imageRoutes from './images';
import ownProfileRoutes from './own';
import ownedBusinessRoutes from './owned-businesses';
import publicProfileRoutes from './public';

const routes: FastifyPluginAsync = (app) => {
  // Another plugin may already have registered multipart for the whole app; register it here only if not.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    void app.register(multipart, {
      limits: { files: 1, fileSize: app.config.uploadMaxBytes, fields: 10, parts: 12 },
    });
  }
  void app.register(ownProfileRoutes);
  void app.register(imageRoutes);
  void app.register(publicProfileRoutes);
  void app.register(ownedBusinessRoutes);
  return Promise.resolve();
};

export default routes;
