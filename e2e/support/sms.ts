// Reads the SMS the server really sent: with SMS_PROVIDER=file (the default) each SMS is a text file under
// DATA_DIR/sms holding "To: +234...", a blank line and the text (server/plugins/sms.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

async function readAll(): Promise<{ to: string; text: string }[]> {
  const dir = path.join(E2E_DATA_DIR, 'sms');
  const files = await readdir(dir).then(
    (names) => names.filter((f) => f.endsWith('.txt')).sort(),
    () => [] as string[],
  );
  return Promise.all(
    files.map(async (file) => {
      const [head, ...body] = (await readFile(path.join(dir, file), 'utf8')).split('\n\n');
      return { to: head.replace(/^To:\s*/, '').trim(), text: body.join('\n\n') };
    }),
  );
}

/** How many SMS went to `phone` (+234...) so far: take it before the action that sends one. */
export async function smsCount(phone: string): Promise<number> {
  return (await readAll()).filter((sms) => sms.to === phone).length;
}

/** Waits for an SMS to `phone` beyond the first `afterCount` and returns the 6-digit code it carries. */
export async function waitForSmsCode(phone: string, afterCount: number, { timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sent = (await readAll()).filter((sms) => sms.to === phone);
    const code = sent.length > afterCount ? /\b(\d{6})\b/.exec(sent.at(-1)!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No SMS code sent to the test number within ${timeoutMs} ms`);
}
