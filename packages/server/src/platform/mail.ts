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
 * Without an SMTP server, mails are written as .eml files to the outbox folder, and the address they
 * were for is logged, so that a self-hoster can still validate and recover accounts.
 */
export function outboxMailer(outboxDir: string, log: Logger | null): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log?.info({ to: message.to, subject: message.subject, file }, `mail written to the outbox: ${message.text.split('\n').find((l) => /https?:\/\/|\b\d{6}\b/.test(l))?.trim() ?? ''}`);
    },
  };
}
