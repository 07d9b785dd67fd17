// Response compression for API JSON (brotli at a modest quality, or gzip): the feed's JSON shrinks ~5x on the
// costly mobile data our users pay for. The built portal's assets are precompressed at build time instead
// (vite.config.ts) and served as-is by static-portal.ts.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 11 costs ~20x the CPU of 4 for a few percent; dynamic responses use 4.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
