import fs from 'node:fs';
import path from 'node:path';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The mails in an outbox folder, oldest first, decoded enough to read links and PINs. */
export function readOutbox(outboxDir: string): ReadMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(outboxDir, file), 'utf8');
      const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
      const body = rest.join('\n\n');
      const encoding = header('Content-Transfer-Encoding').toLowerCase();
      const text =
        encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : encoding === 'base64'
            ? Buffer.from(body, 'base64').toString('utf8')
            : body;
      return { to: header('To'), subject: header('Subject'), text };
    });
}

export function lastMailTo(outboxDir: string, to: string): ReadMail {
  const mail = readOutbox(outboxDir)
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
    .at(-1);
  if (!mail) throw new Error(`No mail to ${to} in ${outboxDir}`);
  return mail;
}
