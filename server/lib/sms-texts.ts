// The texts of the SMS the portal sends, in the member's language (contract/messages sms.*), folded to GSM-7 and
// fitted into one 160-character segment (lib/sms.ts; docs/sms.md "GSM-7").
import type { Language } from '../../contract/languages';
import { render } from '../i18n/registry';
import { fitSms, foldToGsm7 } from './sms';

export type SmsCodePurpose = 'verify_phone' | 'reset_password';

/** "Creative Portal: your code to confirm this phone is 123456. ..." in `language`. */
export function codeSms(language: Language, purpose: SmsCodePurpose, code: string): string {
  return foldToGsm7(render(language, `sms.code.${purpose}`, { code }));
}

/** The daily alert: the newest matched item's title (shortened to fit), how many there are, and a link. */
export function alertSms(
  language: Language,
  { count, title, link }: { count: number; title: string; link: string },
) {
  const code = count > 1 ? 'sms.alert_many' : 'sms.alert_one';
  return fitSms((subject) => render(language, code, { count: String(count), title: subject, link }), title);
}
