import type { MailMessage } from './mailer.ts';

export const PRODUCT_NAME = 'Kestrel';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain, accessible layout: one heading, paragraphs, one button; the URL is repeated as text. */
function layout({
  title,
  paragraphs,
  action,
}: {
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3b3fd8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;color:#555;font-size:13px">If the button does not work, paste this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';

  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1d1d29;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#777;font-size:12px;margin-top:32px">${PRODUCT_NAME}</p></body></html>`;
}

function greeting(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

export function verificationMail({
  to,
  firstName,
  url,
}: {
  to: string;
  firstName: string;
  url: string;
}): MailMessage {
  const title = `Verify your e-mail address for ${PRODUCT_NAME}`;
  const paragraphs = [
    greeting(firstName),
    `Confirm that ${to} is your address to finish creating your ${PRODUCT_NAME} account.`,
    'The link works once and expires in 24 hours. If you did not sign up, ignore this e-mail.',
  ];

  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n`,
    html: layout({ title, paragraphs, action: { label: 'Verify my e-mail address', url } }),
    links: { verify: url },
  };
}

/** The link that confirms a new sign-in address: sent to the new address; the change waits for it. */
export function emailChangeMail({
  to,
  firstName,
  url,
}: {
  to: string;
  firstName: string;
  url: string;
}): MailMessage {
  const title = `Confirm your new e-mail address for ${PRODUCT_NAME}`;
  const paragraphs = [
    greeting(firstName),
    `You asked to sign in to ${PRODUCT_NAME} with ${to} from now on. Open the link to confirm it: your address changes only then.`,
    'The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.',
  ];

  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n`,
    html: layout({ title, paragraphs, action: { label: 'Confirm my new address', url } }),
    links: { verify: url },
  };
}

/** Told to the old address: a change was asked for (`requested`), or it took effect (`changed`). */
export function emailChangeNoticeMail({
  to,
  firstName,
  newEmail,
  stage,
  signInUrl,
}: {
  to: string;
  firstName: string;
  newEmail: string;
  stage: 'requested' | 'changed';
  signInUrl: string;
}): MailMessage {
  const title =
    stage === 'requested'
      ? `A change of your ${PRODUCT_NAME} e-mail address was asked for`
      : `Your ${PRODUCT_NAME} e-mail address was changed`;
  const paragraphs = [
    greeting(firstName),
    stage === 'requested'
      ? `Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes only once that address confirms it.`
      : `Your account now signs in with ${newEmail}, and every other signed-in browser was signed out.`,
    'If this was not you, reset your password now from the sign-in page and check your account.',
  ];

  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${signInUrl}\n`,
    html: layout({ title, paragraphs, action: { label: 'Go to sign-in', url: signInUrl } }),
  };
}

export function passwordResetMail({
  to,
  firstName,
  url,
}: {
  to: string;
  firstName: string;
  url: string;
}): MailMessage {
  const title = `Reset your ${PRODUCT_NAME} password`;
  const paragraphs = [
    greeting(firstName),
    'Someone asked to reset the password of this account. If it was you, choose a new password with the link below.',
    'The link works once and expires in 60 minutes. If you did not ask, ignore this e-mail: your password stays as it is.',
  ];

  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n`,
    html: layout({ title, paragraphs, action: { label: 'Choose a new password', url } }),
    links: { reset: url },
  };
}

export function passwordChangedMail({
  to,
  firstName,
  signInUrl,
}: {
  to: string;
  firstName: string;
  signInUrl: string;
}): MailMessage {
  const title = `Your ${PRODUCT_NAME} password was changed`;
  const paragraphs = [
    greeting(firstName),
    'The password of your account was just changed, and every other signed-in browser was signed out.',
    'If this was not you, reset your password now from the sign-in page and check your account.',
  ];

  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${signInUrl}\n`,
    html: layout({ title, paragraphs, action: { label: 'Go to sign-in', url: signInUrl } }),
  };
}

/** A post in notification mode fell due: its author publishes it by hand, then says so in the scheduler. */
export function postDueMail({
  to,
  firstName,
  title,
  profileName,
  excerpt,
  url,
}: {
  to: string;
  firstName: string;
  title: string;
  profileName: string;
  excerpt: string;
  url: string;
}): MailMessage {
  const paragraphs = [
    greeting(firstName),
    `Your post for ${profileName} is due now. Publish it on the network by hand${excerpt ? `: “${excerpt}”` : '.'}`,
    'Then open it in the scheduler and tell us you published it (or that you will not), so your calendar stays right.',
  ];

  return {
    to,
    subject: title,
    text: `${paragraphs.join('\n\n')}\n\n${url}\n`,
    html: layout({ title, paragraphs, action: { label: 'Open the post in the scheduler', url } }),
    links: { post: url },
  };
}
