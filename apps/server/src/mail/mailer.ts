import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// With SMTP_URL, real SMTP through nodemailer. Without it, nodemailer still builds the
// RFC 5322 message, which is written as one .eml file in DATA_DIR/outbox/ (written to a
// temporary name first, so a reader never sees half a file) and logged.
export function createMailer(options: {
  dataDir: string;
  smtpUrl: string | undefined;
  from: string;
  log?: (entry: Record<string, unknown>) => void;
}): Mailer {
  const log =
    options.log ??
    ((entry) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), ...entry })}\n`));
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        log({ msg: 'mail sent', to: message.to, subject: message.subject, messageId: info.messageId });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const temporary = path.join(outbox, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(outbox, name));
      log({
        msg: 'mail written to outbox',
        to: message.to,
        subject: message.subject,
        file: path.join(outbox, name),
      });
    },
  };
}
