// Every /clap response body is an envelope: { status, message, data } (its type is in contract/envelope.ts).
import type { Envelope } from '../../contract/envelope';

export function ok<T>(data: T, message = 'OK', extra: Record<string, unknown> = {}): Envelope<T> & Record<string, unknown> {
  return { status: true, message, data, ...extra };
}

export function fail<T>(message: string, data?: T): Envelope<T> {
  return data === undefined ? { status: false, message } : { status: false, message, data };
}

/** JSON schema of an envelope around `data`, for route response schemas (and so the OpenAPI document). */
export function envelopeSchema(data: object = {}, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    required: ['status', 'message'],
    properties: { status: { type: 'boolean' }, message: { type: 'string' }, data, ...extra },
  } as const;
}

export const errorSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'boolean', const: false }, message: { type: 'string' } },
} as const;

export const pageMetaSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    limit: { type: 'integer' },
    total: { type: 'integer' },
    pages: { type: 'integer' },
  },
} as const;
