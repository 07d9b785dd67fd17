// Helpers for MSW handlers: the /clap URL on any origin and the response envelope (contract/envelope.ts).
import { HttpResponse } from 'msw';
import type { Envelope } from '@contract/envelope';

export const apiUrl = (path: string) => `*/clap${path.startsWith('/') ? path : `/${path}`}`;

/** `extra` adds top-level fields beside the envelope's (meta, counts, a token), as the server's ok() does. */
export function okEnvelope<T>(
  data: T,
  message = 'OK',
  extra: Partial<Envelope<T>> & Record<string, unknown> = {},
) {
  const body: Envelope<T> = { status: true, message, data, ...extra };
  return HttpResponse.json(body);
}

export function errorEnvelope(status: number, message: string) {
  const body: Envelope<never> = { status: false, message };
  return HttpResponse.json(body, { status });
}
