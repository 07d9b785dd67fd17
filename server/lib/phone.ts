// Nigerian phone numbers: 0XXXXXXXXXX, 234XXXXXXXXXX or +234XXXXXXXXXX with a mobile prefix (70, 80, 81, 90, 91),
// spaces and dashes allowed; stored as +234XXXXXXXXXX.
import { badRequest } from './http-errors';

const NIGERIAN_MOBILE = /^(?:\+?234|0)([789][01]\d{8})$/;
export const INVALID_PHONE = 'Please enter a valid Nigerian phone number.';

export function normaliseNigerianPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  const match = NIGERIAN_MOBILE.exec(compact);
  return match ? `+234${match[1]}` : null;
}

export function requireNigerianPhone(raw: string): string {
  const phone = normaliseNigerianPhone(raw);
  if (!phone) throw badRequest(INVALID_PHONE);
  return phone;
}
