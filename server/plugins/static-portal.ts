// Serves the built portal: hashed assets cached for a year, index.html never cached, and every non-API path
// falls back to index.html so deep links and reloads work (including /t&c and /marketdetailsPage/{id}).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { fail } from '../lib/envelope';

const API_PREFIXES = ['/clap', '/upload', '/uploads'];

export default fp<{ staticDir: string }>(
  async (app, { staticDir }) => {
    const indexFile = path.join(staticDir, 'index.html');
    const hasPortal = existsSync(indexFile);
    if (hasPortal) {
      await app.register(fastifyStatic, {
        root: staticDir,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: true,
        // vite.config.ts writes .br and .gz beside every asset; the best one the browser accepts is sent.
        preCompressed: true,
        setHeaders: (res, filePath: string) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.header('cache-control', 'no-cache');
          }
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
      if (isApi || !hasPortal || (request.method !== 'GET' && request.method !== 'HEAD')) {
        void reply.code(404).send(fail(`No such endpoint: ${request.method} ${pathname}`));
        return;
      }
      // A file that looks like an asset but is missing is a real 404, not the app shell.
      if (pathname.startsWith('/assets/')) {
        void reply.code(404).send(fail('Not found.'));
        return;
      }
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-portal' },
);
