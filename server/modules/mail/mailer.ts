import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Named links in the message; printed to the log by the local transport so a newcomer can click them. */
  links?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

type MailerOptions = {
  from: string;
  smtpUrl: string | null;
  dir: string;
  /** Log each written mail's links (a local installation only: they carry one-time tokens). */
  printLinks?: boolean;
  logger: FastifyBaseLogger;
};

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written as an .eml file to `<DATA_DIR>/mail` and, on a
 * local installation (`APP_ENV=local`), its links are logged: with no mail server, that is how a local user reads their verification link. Links carry
 * one-time tokens, so they are never logged when real mail goes out.
 */
export function createMailer({ from, smtpUrl, dir, printLinks = false, logger }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);

    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html });
        logger.info({ subject }, 'mail sent');
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  return {
    async send({ to, subject, text, html, links }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40);
      const file = path.join(dir, `${stamp}-${String(sequence).padStart(4, '0')}-${slug}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ subject, file }, `mail written to ${file}`);
      if (printLinks)
        for (const [name, url] of Object.entries(links ?? {})) logger.info(`✉  ${subject} → ${name}: ${url}`);
    },
  };
}
