/**
 * Outgoing messages (login codes). SMTP through nodemailer when SMTP_URL is set; otherwise the local
 * outbox: a table whose every message is also printed, and which GET /dev/outbox serves outside production.
 * A message is never dropped silently: a failed send rejects, and the caller answers an error.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface Message {
  to: string;
  subject: string;
  text: string;
  /** The login code carried by the message (kept in the outbox for local tools and tests). */
  code?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: Message): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

export function createOutboxMailer(db: Db, print: (line: string) => void): Mailer {
  return {
    kind: 'outbox',
    async send({ to, subject, text, code }) {
      await db.insert(outboxMessages).values({ to, subject, text, code: code ?? null });
      print(`[outbox] Para: ${to} | ${subject}${code ? ` | código: ${code}` : ''}`);
    },
  };
}
