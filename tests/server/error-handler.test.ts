// The error handler's answers, one per kind of error: a route registered here throws it. Internals (the error's
// text, its stack, SQL, file paths) never reach the client.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { InvalidInputError } from '../../server/lib/domain-errors';
import { HttpError } from '../../server/lib/http-errors';
import { fileTooLargeMessage } from '../../server/lib/image-store';
import errorsPlugin from '../../server/plugins/errors';

const SERVER_FAULT = { status: false, message: 'Something went wrong on our side. Please try again.' };
const UNAVAILABLE = { status: false, message: 'The service is briefly unavailable. Please try again.' };

/** An error shaped like node-postgres's: SQLSTATE code, detail, the failing statement's position, source file. */
function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), {
    code,
    detail: 'Key (email)=(secret@example.com) already exists.',
    where: 'SQL statement "select password_hash from accounts"',
    file: 'nbtinsert.c',
    routine: '_bt_check_unique',
  });
}

/** Each route throws its error from the handler. */
const THROWN: Record<string, () => Error> = {
  internal: () => new Error('secret detail from the database'),
  'database-internal': () =>
    databaseError('42P01', 'relation "accounts" does not exist at /srv/app/server/db.ts'),
  'server-status': () => Object.assign(new Error('secret upstream detail'), { statusCode: 502 }),
  'http-error': () => new HttpError(409, 'This e-mail is already registered.', { 'x-reason': 'taken' }),
  'invalid-input': () => new InvalidInputError('Images must be uploaded through the portal.'),
  'too-many-worded': () =>
    Object.assign(new Error('Too many attempts. Please try again in 42 seconds.'), { statusCode: 429 }),
  'too-many-other': () => Object.assign(new Error('rate limit secret key 10.0.0.1'), { statusCode: 429 }),
  'client-other': () => Object.assign(new Error('secret client detail'), { statusCode: 404 }),
  'untranslatable-text': () => databaseError('22P05', 'unsupported Unicode escape sequence'),
  'nul-byte': () => databaseError('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
  'too-long': () => databaseError('54000', 'index row size exceeds maximum'),
  multipart: () => new Error('Unexpected end of form'),
  'multipart-boundary': () => new Error('Multipart: Boundary not found'),
  'connection-lost': () => databaseError('08006', 'connection failure'),
  'admin-shutdown': () => databaseError('57P01', 'terminating connection due to administrator command'),
  refused: () => new Error('connect ECONNREFUSED 127.0.0.1:5432'),
  terminated: () => new Error('Connection terminated unexpectedly'),
};

let app: FastifyInstance;
const config = loadConfig({ UPLOAD_MAX_BYTES: String(64 * 1024) });

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.decorate('config', config);
  await app.register(errorsPlugin);
  for (const [name, thrown] of Object.entries(THROWN)) {
    app.get(`/throw/${name}`, () => {
      throw thrown();
    });
  }
  app.post(
    '/validated',
    { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
    () => ({ status: true }),
  );
  app.post('/small', { bodyLimit: 16 }, () => ({ status: true }));
  app.post('/small-file', { bodyLimit: 16, config: { fileBody: true } }, () => ({ status: true }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('errors the server did not mean', () => {
  it('answers a thrown internal error with the 500 envelope and nothing of the error', async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/internal' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(SERVER_FAULT);
    expect(response.payload).not.toMatch(/secret|database|stack|Error|\bat\b|\.ts|\/srv|\/work/i);
  });

  it('keeps a database error (SQL, detail, source file) out of the 500 answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/database-internal' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(SERVER_FAULT);
    expect(response.payload).not.toMatch(/accounts|select|relation|secret|nbtinsert|42P01|\/srv/i);
  });

  it('answers a thrown 5xx status as a plain 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/server-status' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(SERVER_FAULT);
  });

  it.each([['connection-lost'], ['admin-shutdown'], ['refused'], ['terminated']])(
    'answers a lost database (%s) with 503 and retry-after',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/throw/${name}` });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual(UNAVAILABLE);
    },
  );
});

describe('errors that are the request fault', () => {
  it('answers an HttpError with its status, sentence and headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/http-error' });
    expect(response.statusCode).toBe(409);
    expect(response.headers['x-reason']).toBe('taken');
    expect(response.json()).toEqual({ status: false, message: 'This e-mail is already registered.' });
  });

  it("answers a repository's InvalidInputError with 400 and its sentence", async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/invalid-input' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'Images must be uploaded through the portal.',
    });
  });

  it('words a validation failure', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'name is required.' });
  });

  it('answers a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over the limit: the file-size sentence on a route that takes a file, else the request is too large', async () => {
    const file = await app.inject({ method: 'POST', url: '/small-file', payload: { name: 'x'.repeat(64) } });
    expect(file.statusCode).toBe(413);
    expect(file.json()).toEqual({ status: false, message: fileTooLargeMessage(config.uploadMaxBytes) });
    const other = await app.inject({ method: 'POST', url: '/small', payload: { name: 'x'.repeat(64) } });
    expect(other.statusCode).toBe(413);
    expect(other.json()).toEqual({ status: false, message: 'The request is too large.' });
  });

  it('answers a content type it does not parse', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ status: false, message: 'This content type is not accepted.' });
  });

  it('passes the rate limiter sentence with its wait time, and words any other 429', async () => {
    const worded = await app.inject({ method: 'GET', url: '/throw/too-many-worded' });
    expect(worded.statusCode).toBe(429);
    expect(worded.json()).toEqual({
      status: false,
      message: 'Too many attempts. Please try again in 42 seconds.',
    });
    const other = await app.inject({ method: 'GET', url: '/throw/too-many-other' });
    expect(other.statusCode).toBe(429);
    expect(other.json()).toEqual({ status: false, message: 'Too many requests. Please wait and try again.' });
  });

  it('answers any other client status without its text', async () => {
    const response = await app.inject({ method: 'GET', url: '/throw/client-other' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'The request is not valid.' });
  });

  it.each([['untranslatable-text'], ['nul-byte'], ['too-long']])(
    'answers text PostgreSQL cannot store (%s) with 400',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/throw/${name}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'The request contains a character that is not allowed.',
      });
    },
  );

  it.each([['multipart'], ['multipart-boundary']])(
    'answers a malformed multipart body (%s) with 400',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/throw/${name}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: false, message: 'The request body is not valid.' });
    },
  );
});
