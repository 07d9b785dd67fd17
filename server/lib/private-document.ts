// The one way a private document (a funding application's, a proposal's) leaves the server: a download streamed
// from the store's private area, never rendered in the portal's origin, never kept by a shared cache.
import type { FastifyReply } from 'fastify';
import { forbidden, notFound } from './http-errors';
import type { UploadStore } from './upload-store';

export interface PrivateDocument {
  file_name: string;
  original_name: string;
  mime: string;
}

/**
 * Sends `doc` to an admin or to one of the accounts `readersOf` names, else 403; 404 when it or its file is missing
 * (a store that is down answers 503, plugins/errors.ts).
 */
export async function sendPrivateDocument<D extends PrivateDocument>(
  reply: FastifyReply,
  store: UploadStore,
  caller: { id: number; kind: string },
  doc: D | undefined,
  readersOf: (doc: D) => (number | null)[],
) {
  if (!doc) throw notFound('Document not found.');
  if (caller.kind !== 'admin' && !readersOf(doc).includes(caller.id))
    throw forbidden('You are not allowed to see this document.');
  const file = await store.get('private', doc.file_name);
  if (!file) throw notFound('Document not found.');
  const ascii = doc.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  void reply.headers({
    'content-type': doc.mime,
    'content-length': String(file.bytes),
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.original_name)}`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  return reply.send(file.body);
}
