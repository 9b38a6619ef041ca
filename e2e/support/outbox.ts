import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './server';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Subjects with non-ASCII characters arrive as RFC 2047 encoded words. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

export function parseMail(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headerText = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).trim();
  const header = (name: string) =>
    headerText
      .split(/\r?\n/)
      .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable' || headerText.includes('multipart/')
        ? decodeQuotedPrintable(body)
        : body;
  return { to: decodeHeader(header('To')), subject: decodeHeader(header('Subject')), body: decoded };
}

/** Waits for the newest mail to this address whose subject matches, as the server writes it to the outbox. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(OUTBOX).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = parseMail(await readFile(path.join(OUTBOX, file), 'utf8'));
      if (mail.to.toLowerCase().includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with subject ${subject} within ${timeoutMs} ms`);
}

/** The path and query of the first link in the mail that contains `marker`, to open against the test server. */
export function linkIn(mail: Mail, marker: string): string {
  const url = mail.body.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(marker));
  if (!url) throw new Error(`No link with ${marker} in: ${mail.body}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function pinIn(mail: Mail): string {
  const pin = mail.body.match(/\b\d{6}\b/)?.[0];
  if (!pin) throw new Error(`No 6-digit PIN in: ${mail.body}`);
  return pin;
}
