// Small helpers shared by the auth test files.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './helpers';

export const PASSWORD = 'Strong#Pass1';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
}

export async function call(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    headers: options.token ? { authorization: options.token } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<Record<string, any>>(),
    headers: response.headers,
  };
}

export async function registerCreative(
  ctx: TestContext,
  email = uniqueEmail('creative'),
  options: CallOptions = {},
) {
  const res = await call(
    ctx.app,
    'POST',
    '/clap/prop/creative/register',
    { first_name: 'Ada', last_name: 'Obi', email, password: PASSWORD },
    options,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { email, token: res.body.data.token as string, res };
}

export async function verifiedCreative(ctx: TestContext, email = uniqueEmail('creative')) {
  const { token } = await registerCreative(ctx, email);
  const res = await call(ctx.app, 'POST', '/clap/prop/creative/otp', { otp: ctx.lastCode(email) }, { token });
  expect(res.status).toBe(200);
  return { email, token };
}

export function businessPayload(email: string) {
  return {
    registered_name: 'Ada Designs Ltd',
    trade_name: 'Ada Designs',
    sector: 'Design',
    area: 'Graphic design',
    lga: 'Ikeja',
    state: 'Lagos',
    email,
    phone_number: '08031234567',
    address: '1 Allen Avenue',
    website: 'https://ada.example.com',
    need_training: true,
    detail_training: 'Branding workshops',
  };
}

export function partnerPayload(email: string) {
  return {
    email: `  ${email} `,
    name: ' Bright Foundation ',
    website: 'https://bright.example.org',
    industry: 'private',
    user_name: 'Chidi Okeke',
    user_email: 'chidi@example.org',
    user_phone_number: '08051234567',
    partner_type: 'sponsor',
    goals: 'Grow young designers',
    outcome: 'Visibility',
  };
}
