import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates.ts';

interface MailMessage extends MailContent {
  to: string;
  /** Where a reply goes when it is not the sender (a contact form's message to sales answers its writer). */
  replyTo?: string;
}

export interface Mailer {
  /** `smtp` delivers for real; `outbox` keeps every message as a file (zero-configuration mode). */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerConfig {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: MailLog;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** The address a log line may show: the domain stays, the local part is shortened. */
function redactAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config);
  return createOutboxMailer(config);
}

function createSmtpMailer(smtpUrl: string, config: MailerConfig): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        config.log.info({ to: redactAddress(message.to), subject: message.subject }, 'mail sent');
      } catch (err) {
        // The SMTP error may echo the URL with its password: log only the code.
        const code = err instanceof Error && 'code' in err ? String(err.code) : 'unknown';
        config.log.error({ to: redactAddress(message.to), subject: message.subject, code }, 'mail failed');
        throw new Error('Sending e-mail failed', { cause: err });
      }
    },
  };
}

/** Sends from this process so far: orders two messages sent within the same millisecond. */
let outboxSequence = 0;

function createOutboxMailer(config: MailerConfig): Mailer {
  const dir = outboxDir(config.dataDir);
  return {
    mode: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Names sort in sending order: the time, then this process's sequence number (two sends in one millisecond
      // would otherwise be ordered by their random UUID, and the newest reset link could read as the older one);
      // the UUID keeps other processes' sends apart.
      outboxSequence += 1;
      const sequence = String(outboxSequence).padStart(12, '0');
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = path.join(dir, `${stamp}-${sequence}-${randomUUID()}.json`);
      const record = { ...message, from: config.from, sentAt: new Date().toISOString() };
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      // The links carry one-time tokens: the log names the file, never its contents.
      config.log.info(
        { to: redactAddress(message.to), subject: message.subject, file },
        'mail kept in outbox (SMTP_URL not set)',
      );
    },
  };
}
