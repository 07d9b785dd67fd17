// Helpers for MSW handlers: the /clap URL on any origin and the response envelope.
import { HttpResponse } from 'msw';

export const apiUrl = (path: string) => `*/clap${path.startsWith('/') ? path : `/${path}`}`;

export function okEnvelope(data: unknown, message = 'OK', extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ status: true, message, data, ...extra });
}

export function errorEnvelope(status: number, message: string) {
  return HttpResponse.json({ status: false, message }, { status });
}
