// Errors a route throws on purpose: a status and a sentence a person can read. Anything else becomes a 500
// whose details stay in the log.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Sent as the envelope's data (e.g. the wrong-kind sign-in's accountKind); absent for most errors. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMedia = (message: string) => new HttpError(415, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please wait and try again.',
) => new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
