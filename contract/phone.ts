// Nigerian mobile numbers, one rule for the server and the portal: 0XXXXXXXXXX, 234XXXXXXXXXX or +234XXXXXXXXXX with a
// mobile prefix (70, 71, 80, 81, 90, 91), spaces, dashes, dots and brackets allowed; stored as +234XXXXXXXXXX.
const NIGERIAN_MOBILE = /^(?:\+?234|0)([789][01]\d{8})$/;
export const INVALID_PHONE = 'Please enter a valid Nigerian phone number.';

/** The number as +234XXXXXXXXXX, or null when it is not a Nigerian mobile number. */
export function normaliseNigerianPhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  const match = NIGERIAN_MOBILE.exec(compact);
  return match ? `+234${match[1]}` : null;
}
