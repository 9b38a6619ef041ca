import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const FROM = process.env.MAIL_FROM || 'Hearth <no-reply@hearth.local>';

/** Sends through the SMTP server named by SMTP_URL. */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: FROM, ...message });
    },
  };
}

/**
 * Without an SMTP server, mails are written as .eml files to the outbox folder, readable only by the
 * account Hearth runs as. The log names the recipient, the subject and the file, never the body: mails
 * carry sign-in links and PINs, and logs travel further than the data folder (journald, log shippers).
 */
export function outboxMailer(outboxDir: string, log: Logger | null): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outboxDir, file), info.message as Buffer, { flag: 'wx', mode: 0o600 });
      log?.info(
        { to: message.to, subject: message.subject, file },
        `mail to ${message.to} written to the outbox as ${file}`,
      );
    },
  };
}
