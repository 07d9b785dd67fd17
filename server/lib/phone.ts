// Nigerian phone numbers (the rule lives in contract/phone.ts, shared with the portal's forms).
import { INVALID_PHONE, normaliseNigerianPhone } from '../../contract/phone';
import { badRequest } from './http-errors';

export { INVALID_PHONE, normaliseNigerianPhone };

export function requireNigerianPhone(raw: string): string {
  const phone = normaliseNigerianPhone(raw);
  if (!phone) throw badRequest(INVALID_PHONE);
  return phone;
}
