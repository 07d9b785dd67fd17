// Request ids: one id per request, on its answer (X-Request-Id) and on every log line it writes, so an operator can
// follow a complaint ("the upload failed, id 3f1c...") through a proxy's log and ours. A proxy's or client's id is
// kept when it is well formed; anything else (too long, spaces, control characters) is replaced, so a client cannot
// write a second line into our log or an unbounded value into a header.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The field that carries the id on every log line of a request (pino child bindings). */
export const REQUEST_ID_LOG_LABEL = 'requestId';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming header when it is one well-formed value, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}
