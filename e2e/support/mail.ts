// Reads the mail the server really sent: without SMTP_URL every message is an .eml file under DATA_DIR/mail.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

interface Mail {
  file: string;
  to: string;
  subject: string;
  raw: string;
}

async function readAll(): Promise<Mail[]> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  const files = await readdir(dir).then(
    (names) => names.filter((f) => f.endsWith('.eml')).sort(),
    () => [] as string[],
  );
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), raw };
    }),
  );
}

/** The first standalone 6-digit number of the BODY (headers may hold digits: addresses, ids). */
function codeIn(raw: string): string | undefined {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  return body.replace(/=\r?\n/g, '').match(/\b(\d{6})\b/)?.[1];
}

/** Waits for the newest mail to `email` sent after `since` (a count of mails seen before) and returns its code. */
export async function waitForCode(email: string, { timeoutMs = 15_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readAll()).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
    const latest = mails.at(-1);
    // Quoted-printable may break lines; the code is the first standalone 6-digit number in the text part.
    const code = latest ? codeIn(latest.raw) : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No one-time code mailed to ${email} within ${timeoutMs} ms`);
}

export async function mailCount(email: string): Promise<number> {
  return (await readAll()).filter((m) => m.to.toLowerCase().includes(email.toLowerCase())).length;
}

/**
 * Waits for a mail to `email` beyond the first `afterCount` (take `mailCount` before the action that sends it)
 * and returns its code: a NEW code, never the one an earlier mail carried.
 */
export async function waitForNewCode(
  email: string,
  afterCount: number,
  { timeoutMs = 15_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readAll()).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
    if (mails.length > afterCount) {
      const latest = mails.at(-1);
      const code = latest ? codeIn(latest.raw) : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No new one-time code mailed to ${email} within ${timeoutMs} ms`);
}

/** Waits for the newest mail to `email` beyond the first `afterCount` and returns its raw text (headers and body). */
export async function waitForNewMail(
  email: string,
  afterCount: number,
  { timeoutMs = 15_000 } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await readAll()).filter((m) => m.to.toLowerCase().includes(email.toLowerCase()));
    const latest = mails.length > afterCount ? mails.at(-1) : undefined;
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No new mail to ${email} within ${timeoutMs} ms`);
}

/** Waits until `email` has received a mail whose subject matches `subject`, and returns it. */
export async function waitForMail(
  email: string,
  subject: RegExp,
  { timeoutMs = 15_000 } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readAll()).find(
      (m) => m.to.toLowerCase().includes(email.toLowerCase()) && subject.test(m.subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email} with a subject matching ${String(subject)} within ${timeoutMs} ms`);
}
