// What an SMS is, what sends one, and the rules every SMS follows (docs/sms.md): the number is masked wherever it
// could be seen (logs, the outbox once sent, the member's own settings), and the text is folded into the GSM-7
// alphabet so that it costs one segment of 160 characters instead of a UCS-2 one of 70.

export interface SmsMessage {
  /** +234XXXXXXXXXX */
  to: string;
  text: string;
}

export interface SmsSender {
  send: (message: SmsMessage) => Promise<void>;
}

/** One SMS segment in GSM-7 septets. */
export const SMS_SEGMENT = 160;

/** +2348031234567 -> "+234 80* *** **67": enough for the member to recognise the number, useless to anyone else. */
export function maskPhone(phone: string): string {
  const national = phone.replace(/^\+234/, '');
  if (national.length !== 10) return '+234 *** *** ****';
  return `+234 ${national.slice(0, 2)}* *** **${national.slice(-2)}`;
}

// The GSM 03.38 default alphabet, and its extension table (each extension character costs two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

/** Characters no accent-stripping reaches: Hausa's hooked letters, typographic punctuation, the naira sign. */
const FOLDS: Record<string, string> = {
  ɓ: 'b',
  Ɓ: 'B',
  ɗ: 'd',
  Ɗ: 'D',
  ƙ: 'k',
  Ƙ: 'K',
  ƴ: 'y',
  Ƴ: 'Y',
  '\u2018': "'",
  '\u2019': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '₦': 'N',
};

/**
 * The text in GSM-7: characters of the alphabet stay; others lose their accents and tone marks (Yorùbá "Ẹ̀kọ́" ->
 * "Eko", Igbo "ọzụzụ" -> "ozuzu": Nigerian phones and readers commonly write them so); a few are mapped (ɗ -> d,
 * curly quotes -> straight, ₦ -> N); anything else is dropped. A folded "é" stays é (GSM-7 has it).
 */
export function foldToGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (BASIC.has(char) || EXTENDED.has(char)) {
      out += char;
      continue;
    }
    const mapped = FOLDS[char];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    for (const part of base) if (BASIC.has(part) || EXTENDED.has(part)) out += part;
  }
  return out;
}

/** Septets the text takes in GSM-7 (extension characters count two); Infinity when a character is not GSM-7. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const char of text) {
    if (BASIC.has(char)) length += 1;
    else if (EXTENDED.has(char)) length += 2;
    else return Infinity;
  }
  return length;
}

/**
 * `build(subject)` folded to GSM-7 and fitted into one segment by shortening `subject` (an item's title) with "...";
 * the rest of the text (the sentence, the link) is never cut. Returns the longest fitting text.
 */
export function fitSms(build: (subject: string) => string, subject: string, max = SMS_SEGMENT): string {
  const whole = foldToGsm7(build(subject));
  if (gsm7Length(whole) <= max) return whole;
  const chars = [...foldToGsm7(subject)];
  let low = 0;
  let high = chars.length;
  // The longest prefix of the subject that fits (binary search on its length).
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const text = foldToGsm7(build(`${chars.slice(0, mid).join('').trimEnd()}...`));
    if (gsm7Length(text) <= max) low = mid;
    else high = mid - 1;
  }
  return foldToGsm7(build(low > 0 ? `${chars.slice(0, low).join('').trimEnd()}...` : ''));
}
