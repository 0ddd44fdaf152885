import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** A message with attachments as the MIME file (.eml) a mail program opens. */
async function mimeOf(m: MailMessage): Promise<Buffer> {
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail({ from: 'outbox@localhost', to: m.to, subject: m.subject, text: m.text, attachments: m.attachments });
  return info.message as Buffer;
}

export interface Mailer {
  /** 'smtp' sends for real; 'outbox' only records what would have been sent. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Default without SMTP: each mail is written to `<DATA_DIR>/outbox/` and logged, and nothing is sent. */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const dir = path.join(dataDir, 'outbox');
  return {
    kind: 'outbox',
    async send(m) {
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
      );
      // A plain text when there is nothing attached (a reset link stays readable as it is).
      await writeFile(
        file,
        m.attachments?.length ? await mimeOf(m) : `To: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`,
      );
      log.warn({ to: m.to, subject: m.subject, file }, 'mail NOT sent (no SMTP_URL configured): written to the outbox');
    },
  };
}

/** Real delivery through an SMTP server, e.g. SMTP_URL=smtps://user:pass@smtp.example.com. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, attachments: m.attachments });
    },
  };
}

/** The mailer the environment configures: SMTP with `SMTP_URL` (and `MAIL_FROM`), else the outbox folder. */
export function mailerFromEnv(env: NodeJS.ProcessEnv, dataDir: string, log: FastifyBaseLogger): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM ?? 'no-reply@localhost') : outboxMailer(dataDir, log);
}
