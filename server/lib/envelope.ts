// Every /clap response body is an envelope: { status, message, data } (its type is in contract/envelope.ts).
import type { Envelope } from '../../contract/envelope';
import { pageMetaSchema } from '../../contract/paging';

export function ok<T>(
  data: T,
  message = 'OK',
  extra: Record<string, unknown> = {},
): Envelope<T> & Record<string, unknown> {
  return { status: true, message, data, ...extra };
}

/** An error answer (an Envelope); `status: false` as a literal and a type alias (not the interface), so a route's
 * error response schema (errorSchema, an open object) accepts it under the type provider. */
export function fail<T>(message: string, data?: T): { status: false; message: string; data?: T } {
  return data === undefined ? { status: false, message } : { status: false, message, data };
}

/** Added to every answer by plugins/i18n.ts; the portal translates by it (contract/messages/*.json). */
const MESSAGE_CODE = {
  type: 'string',
  description:
    "The message's stable code (e.g. 'auth.invalid_otp'); 'common.unknown' for a message without one.",
} as const;

/** JSON schema of an envelope around `data`, for route response schemas (and so the OpenAPI document); generic, so
 * that a type provider infers the answer's type from it. */
export function envelopeSchema<
  Data extends object = Record<never, never>,
  Extra extends Record<string, object> = Record<never, never>,
>(data: Data = {} as Data, extra: Extra = {} as Extra) {
  return {
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'boolean' },
      message: { type: 'string' },
      code: MESSAGE_CODE,
      data,
      ...extra,
    },
  } as const;
}

export const errorSchema = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'boolean', const: false }, message: { type: 'string' }, code: MESSAGE_CODE },
} as const;

/** The error answers of a route, each the error envelope: `...errorAnswers(400, 401, 404)` in a schema's response. */
export const errorAnswers = <const Codes extends readonly number[]>(...codes: Codes) =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as {
    [Code in Codes[number]]: typeof errorSchema;
  };

/** The paged answers' `meta` (declared once in the contract). */
export { pageMetaSchema };

/** A paged list's answer: the page's items in `data`, its `meta`, then any `extra` (an admin list's `counts`). */
export function pagedListSchema<
  const Item extends object,
  const Extra extends Record<string, object> = Record<never, never>,
>(item: Item, extra: Extra = {} as Extra) {
  return envelopeSchema({ type: 'array', items: item } as const, { meta: pageMetaSchema, ...extra });
}

/**
 * The 200 of a route that answers a file rather than an envelope (documentation only: a streamed body is never
 * serialised), so the OpenAPI document says what a success looks like.
 */
export function fileAnswerSchema(description: string, mediaTypes: readonly string[]) {
  return {
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  };
}
