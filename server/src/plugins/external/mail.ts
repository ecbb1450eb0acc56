import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link in the mail, printed in the log when mail goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mails go: 'smtp' or the outbox folder. */
  readonly target: string;
}

export interface MailPluginOptions {
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
}

/** SMTP through nodemailer when configured; otherwise each mail is an .eml file in the outbox folder, its link logged. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const from = options.from ?? 'Tiza <no-reply@tiza.local>';
    let mailer: Mailer;
    if (options.smtpUrl) {
      const transport = nodemailer.createTransport(options.smtpUrl);
      app.addHook('onClose', async () => transport.close());
      mailer = {
        target: 'smtp',
        async send(message) {
          await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
        },
      };
    } else {
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      mailer = {
        target: options.outboxDir,
        async send(message) {
          const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
          await mkdir(options.outboxDir, { recursive: true });
          const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
          await writeFile(file, info.message);
          app.log.info({ to: message.to, file, link: message.link }, `Mail written to the outbox: ${message.subject}${message.link ? ` — ${message.link}` : ''}`);
        },
      };
    }
    app.decorate('mailer', mailer);
  },
  { name: 'mail' },
);
