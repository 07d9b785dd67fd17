// The server's answers in the portal's language (src/i18n/server-messages.ts, lib/api-session.ts getErrorMessage):
// by `code` from the server's catalogue where the portal holds it, else the server's own `message`, else the
// portal's fallback, itself translated.
import { afterEach, describe, expect, it, vi } from 'vitest';
import yo from '@contract/messages/yo.json';
import { getErrorMessage } from '@/lib/api-session';
import { loadServerMessages, resetForTests } from '../catalogues';
import { changeLanguage } from '../runtime';
import { serverMessage } from '../server-messages';

vi.mock('../locales/yo/common.json', () => ({
  default: { 'Something went wrong. Please try again.': 'Nǹkan kan ṣàṣìṣe. Ẹ jọ̀ọ́ ẹ gbìyànjú lẹ́ẹ̀kan sí i.' },
}));

const FALLBACK = 'Something went wrong. Please try again.';

async function inYoruba() {
  await changeLanguage('yo');
  await loadServerMessages();
}

afterEach(resetForTests);

describe('in English', () => {
  it('shows the server’s message as it came, whatever its code', () => {
    expect(serverMessage('auth.invalid_otp', 'Invalid OTP')).toBe('Invalid OTP');
    expect(
      getErrorMessage({ status: 400, data: { code: 'auth.invalid_otp', message: 'Invalid OTP' } }, FALLBACK),
    ).toBe('Invalid OTP');
    expect(getErrorMessage({ status: 'FETCH_ERROR', data: null }, FALLBACK)).toBe(FALLBACK);
  });
});

describe('in Yorùbá', () => {
  it('a known code shows the portal’s own translation (an answer cached or queued in another language)', async () => {
    await inYoruba();
    expect(serverMessage('auth.invalid_otp', 'Invalid OTP')).toBe(yo['auth.invalid_otp']);
    const error = { status: 400, data: { status: false, code: 'auth.invalid_otp', message: 'Invalid OTP' } };
    expect(getErrorMessage(error, FALLBACK)).toBe(yo['auth.invalid_otp']);
  });

  it('an unknown code, no code, or a message with parts shows the server’s text', async () => {
    await inYoruba();
    expect(serverMessage('nobody.knows', 'Ọ̀rọ̀ láti ọ̀dọ̀ olùpín')).toBe('Ọ̀rọ̀ láti ọ̀dọ̀ olùpín');
    expect(serverMessage(undefined, 'As sent')).toBe('As sent');
    expect(yo['request.rate_limited']).toContain('{{seconds}}');
    expect(serverMessage('request.rate_limited', 'Ẹ gbìyànjú lẹ́yìn ìṣẹ́jú-àáyá 30.')).toBe(
      'Ẹ gbìyànjú lẹ́yìn ìṣẹ́jú-àáyá 30.',
    );
  });

  it('downloads the server’s catalogue on the first failure, and uses it from then on', async () => {
    await changeLanguage('yo');
    expect(serverMessage('auth.invalid_otp', 'Invalid OTP')).toBe('Invalid OTP'); // not here yet: the server's text
    await vi.waitFor(() =>
      expect(serverMessage('auth.invalid_otp', 'Invalid OTP')).toBe(yo['auth.invalid_otp']),
    );
  });

  it('without a message, the fallback in the portal’s language (axios and RTK Query shapes)', async () => {
    await inYoruba();
    const translated = 'Nǹkan kan ṣàṣìṣe. Ẹ jọ̀ọ́ ẹ gbìyànjú lẹ́ẹ̀kan sí i.';
    expect(getErrorMessage({ status: 'FETCH_ERROR', data: null }, FALLBACK)).toBe(translated);
    expect(getErrorMessage({ isAxiosError: true, response: { data: '<html>' } }, FALLBACK)).toBe(translated);
    expect(getErrorMessage({ data: { message: '  ' } }, FALLBACK)).toBe(translated);
    expect(
      getErrorMessage(
        { isAxiosError: true, response: { data: { code: 'auth.invalid_otp', message: 'Invalid OTP' } } },
        FALLBACK,
      ),
    ).toBe(yo['auth.invalid_otp']);
    // An unwrapped RTK error inside `error`.
    expect(getErrorMessage({ error: { data: { code: 'creative.created', message: 'x' } } }, FALLBACK)).toBe(
      yo['creative.created'],
    );
  });
});
