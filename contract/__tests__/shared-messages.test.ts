// Every sentence the contract shares between the server and the portal has a code in the message catalogue
// (contract/messages/en.json), so it is answered with that code and translated into the other four languages
// (docs/translations.md). A catalogue entry's {{placeholders}} stand for the numbers the contract fills in.
import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, WHATSAPP_MESSAGES } from '../enquiries';
import en from '../messages/en.json';
import { MODERATION_MESSAGES } from '../moderation';
import { PASSWORD_MESSAGES } from '../password-rules';
import { INVALID_PHONE } from '../phone';
import { wrongKindMessage } from '../sign-in';
import { VERIFY_EMAIL_MESSAGE } from '../verify-email';
import { WEB_URL_MESSAGES } from '../web-url';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entries = Object.values(en as Record<string, string>).map(
  (template) =>
    new RegExp(
      `^${template
        .split(/\{\{\w+\}\}/)
        .map(escape)
        .join('.+')}$`,
    ),
);
const hasCode = (message: string) => entries.some((entry) => entry.test(message));

const shared: Record<string, string> = {
  ...PASSWORD_MESSAGES,
  ...WEB_URL_MESSAGES,
  ...ENQUIRY_MESSAGES,
  ...WHATSAPP_MESSAGES,
  ...MODERATION_MESSAGES,
  INVALID_PHONE,
  VERIFY_EMAIL_MESSAGE,
  wrongKindAdmin: wrongKindMessage('admin'),
  wrongKindBusiness: wrongKindMessage('business'),
};

describe('shared messages', () => {
  it.each(Object.entries(shared))('%s has a code in the catalogue', (_name, message) => {
    expect(message.trim()).not.toBe('');
    expect(hasCode(message), message).toBe(true);
  });

  it('the limits inside the messages are the limits the rules apply', () => {
    expect(MODERATION_MESSAGES.reportDetails).toBe('Please keep the details to 1,000 characters or fewer.');
    expect(MODERATION_MESSAGES.takeDownReason).toBe('Please give a reason of 10 to 500 characters.');
  });
});
