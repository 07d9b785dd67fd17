// MSW handlers for the member's SMS number (issue 34): GET, POST (code '123456' is "sent"), POST verify, DELETE and
// PUT reset-by-sms, answering the server's sentences and AccountPhone shapes (contract/notifications.ts).
import { http } from 'msw';
import type { AccountPhone } from '@contract/notifications';
import { INVALID_PHONE, normaliseNigerianPhone } from '@contract/phone';
import type { PhoneBody, PhoneCodeBody, ResetBySmsBody } from '@contract/sms';
import { apiUrl, errorEnvelope, okEnvelope } from '../utils';

export const PHONE_TEST_CODE = '123456';

export const phoneDb: { phone: string | null; verified: boolean; resetBySms: boolean; requests: string[] } = {
  phone: null,
  verified: false,
  resetBySms: false,
  requests: [],
};

export function resetPhoneDb(): void {
  Object.assign(phoneDb, { phone: null, verified: false, resetBySms: false, requests: [] });
}

const view = (): AccountPhone => ({
  phone: phoneDb.phone ? `+234 ${phoneDb.phone.slice(4, 6)}* *** **${phoneDb.phone.slice(-2)}` : null,
  verified: phoneDb.verified,
  reset_by_sms: phoneDb.verified && phoneDb.resetBySms,
});

export const phoneHandlers = [
  http.get(apiUrl('/prop/account/phone'), () => okEnvelope(view())),
  http.post(apiUrl('/prop/account/phone'), async ({ request }) => {
    const { phone } = (await request.json()) as PhoneBody;
    phoneDb.requests.push(`add ${phone}`);
    const normal = normaliseNigerianPhone(phone);
    if (!normal) return errorEnvelope(400, INVALID_PHONE);
    Object.assign(phoneDb, { phone: normal, verified: false, resetBySms: false });
    return okEnvelope(view(), 'We sent a code to your phone. Enter it to confirm the number.');
  }),
  http.post(apiUrl('/prop/account/phone/verify'), async ({ request }) => {
    const { code } = (await request.json()) as PhoneCodeBody;
    phoneDb.requests.push(`verify ${code}`);
    if (!phoneDb.phone) return errorEnvelope(400, 'Please add a phone number first.');
    if (code !== PHONE_TEST_CODE) return errorEnvelope(400, 'Invalid OTP');
    phoneDb.verified = true;
    return okEnvelope(view(), 'Your phone number is confirmed.');
  }),
  http.delete(apiUrl('/prop/account/phone'), () => {
    phoneDb.requests.push('remove');
    Object.assign(phoneDb, { phone: null, verified: false, resetBySms: false });
    return okEnvelope(view(), 'Your phone number has been removed.');
  }),
  http.put(apiUrl('/prop/account/phone/reset-by-sms'), async ({ request }) => {
    const { enabled } = (await request.json()) as ResetBySmsBody;
    phoneDb.requests.push(`reset-by-sms ${String(enabled)}`);
    if (!phoneDb.verified) return errorEnvelope(400, 'Please confirm your phone number first.');
    phoneDb.resetBySms = enabled;
    return okEnvelope(
      view(),
      enabled
        ? 'Password-reset codes will be sent to your phone by SMS.'
        : 'Password-reset codes will be sent to your e-mail.',
    );
  }),
];
