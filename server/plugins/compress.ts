// Response compression for API JSON (brotli at a modest quality, or gzip): the feed's JSON shrinks ~5x on the
// costly mobile data our users pay for. The built portal's assets are precompressed at build time instead
// (vite.config.ts) and served as-is by static-portal.ts.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { API_COMPRESSION, ENCODINGS } from '../lib/public-cache';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      // The settings the public-read cache compresses its entries with (it sends them already compressed).
      threshold: API_COMPRESSION.thresholdBytes,
      encodings: [...ENCODINGS],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: API_COMPRESSION.brotliQuality } },
      zlibOptions: { level: API_COMPRESSION.gzipLevel },
    });
  },
  { name: 'compress' },
);
