import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';

const MAIL_DIR = path.resolve(E2E_DATA_DIR, 'mail');

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer's default for long text lines). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text part of an .eml file, decoded. */
function textOf(eml: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?=\r?\n--)/.exec(eml);
  const body = part?.[1] ?? eml;
  const encoding = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i
    .exec(eml)?.[1]
    ?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');

  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

/**
 * Waits for the newest mail to `to` whose subject matches, as the server wrote it to `<DATA_DIR>/mail`
 * (the local mail transport), and returns the first link in it that matches `linkPattern`.
 */
export async function linkFromMail(to: string, subject: RegExp, linkPattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR)
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse();
        for (const file of files) {
          const eml = readFileSync(path.join(MAIL_DIR, file), 'utf8');
          const header = eml.slice(0, eml.search(/\r?\n\r?\n/));
          if (!header.includes(to) || !subject.test(header)) continue;
          link = textOf(eml)
            .match(/https?:\/\/\S+/g)
            ?.find((url) => linkPattern.test(url));

          return Boolean(link);
        }

        return false;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);

  return link!;
}
